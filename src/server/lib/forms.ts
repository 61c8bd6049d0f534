import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** A file part of a multipart body, read into memory (bounded by the route's size limit). */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * A request's fields, from multipart form data, url-encoded form data or JSON alike (spec 7 sends multipart;
 * login sends JSON). Repeated fields and `name[]` both collect into a list.
 */
export class FormFields {
  private readonly values = new Map<string, string[]>();
  /** Fields whose value had the wrong shape (a JSON object, a nested list). */
  readonly malformed = new Set<string>();
  readonly files: UploadedFile[] = [];

  static key(name: string): string {
    return name.endsWith('[]') ? name.slice(0, -2) : name;
  }

  add(name: string, value: string): void {
    const k = FormFields.key(name);
    const list = this.values.get(k);
    if (list) list.push(value);
    else this.values.set(k, [value]);
  }

  all(name: string): string[] {
    return this.values.get(name) ?? [];
  }

  get(name: string): string | undefined {
    return this.values.get(name)?.[0];
  }

  has(name: string): boolean {
    return this.values.has(name) || this.malformed.has(name);
  }

  file(name: string): UploadedFile | undefined {
    return this.files.find((f) => f.field === name);
  }

  static fromObject(obj: unknown): FormFields {
    const form = new FormFields();
    if (obj === null || obj === undefined) return form;
    if (typeof obj !== 'object' || Array.isArray(obj)) throw new ApiError(400, { status: 'error', message: 'The request body must be an object.' });
    for (const [rawKey, v] of Object.entries(obj as Record<string, unknown>)) {
      const key = FormFields.key(rawKey);
      const items = Array.isArray(v) ? v : [v];
      for (const item of items) {
        if (item === null || item === undefined) continue;
        if (typeof item === 'string') form.add(key, item);
        else if (typeof item === 'number' && Number.isFinite(item)) form.add(key, String(item));
        else if (typeof item === 'boolean') form.add(key, item ? '1' : '0');
        else form.malformed.add(key);
      }
    }
    return form;
  }
}

export interface ReadFormOptions {
  /** Largest accepted file in bytes; 0 rejects files. */
  maxFileBytes?: number;
  /** Message when a file is larger than maxFileBytes. */
  tooLargeMessage?: string;
}

const FIELD_LIMIT = 64 * 1024;

/** Reads the body of a request into FormFields (multipart parts are consumed here). */
export async function readForm(req: FastifyRequest, opts: ReadFormOptions = {}): Promise<FormFields> {
  if (!req.isMultipart()) return FormFields.fromObject(req.body);
  const form = new FormFields();
  const maxFileBytes = opts.maxFileBytes ?? 0;
  try {
    const parts = req.parts({ limits: { fileSize: Math.max(1, maxFileBytes), files: maxFileBytes ? 1 : 0, fields: 300, fieldSize: FIELD_LIMIT, parts: 301 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        form.files.push({ field: FormFields.key(part.fieldname), filename: part.filename, mimetype: part.mimetype, data });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new ApiError(413, { status: 'error', message: `Field ${part.fieldname} is too long.`, errors: { [FormFields.key(part.fieldname)]: ['Value is too long.'] } });
        }
        if (typeof part.value === 'string') form.add(part.fieldname, part.value);
        else form.malformed.add(FormFields.key(part.fieldname));
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, { status: 'error', message: opts.tooLargeMessage ?? 'The file size is too big.', errors: { file: [opts.tooLargeMessage ?? 'The file size is too big.'] } });
    }
    if (code === 'FST_FILES_LIMIT') throw new ApiError(400, { status: 'error', message: 'Too many files in the request.' });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError(413, { status: 'error', message: 'Too many fields in the request.' });
    throw new ApiError(400, { status: 'error', message: 'The multipart body could not be read.' });
  }
  return form;
}

/** The query string as FormFields (repeated parameters collect into lists). */
export function queryForm(req: FastifyRequest): FormFields {
  return FormFields.fromObject(req.query ?? {});
}
