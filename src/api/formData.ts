/** Builds the multipart body of spec 7: arrays become repeated fields, booleans '1'/'0', null/undefined are left out. */
export type FormValue = string | number | boolean | Blob | null | undefined;
export type FormFields = Record<string, FormValue | FormValue[]>;

export function toFormData(fields: FormFields): FormData {
  const fd = new FormData();
  const append = (key: string, v: FormValue) => {
    if (v === null || v === undefined) return;
    if (typeof v === 'boolean') fd.append(key, v ? '1' : '0');
    else if (typeof v === 'number') fd.append(key, String(v));
    else fd.append(key, v);
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => append(key, v));
    else append(key, value);
  }
  return fd;
}
