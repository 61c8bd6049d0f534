import type { DropdownKind } from '@/api/dropdownApi';

/*
 * What SearchableSelect (the light wrapper on every form's first load) and SearchableSelectField (the MUI
 * Autocomplete it loads) share: the option shapes, the props and the error rule.
 */

/** The three option shapes of spec 3 ("Dropdown items"). */
export type RawOption = string | { id: number | string; name: string } | { value: string | number; label: string };

export interface SelectOption {
  value: string;
  label: string;
  /** The original item (e.g. a CityItem with its currency), for callers that need more than value/label. */
  raw: RawOption;
}

/** Normalises any of the three option shapes to { value, label, raw }. */
export function toOption(raw: RawOption): SelectOption {
  if (typeof raw === 'string') return { value: raw, label: raw, raw };
  if ('label' in raw) return { value: String(raw.value), label: raw.label, raw };
  return { value: String(raw.id), label: raw.name, raw };
}

export interface SearchableSelectProps {
  label: string;
  name: string;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  onBlur?: () => void;
  /** Static options. */
  options?: RawOption[];
  /** Remote options from /dropdown/{kind}?term=…, searched as the user types (debounced). */
  dropdown?: { kind: DropdownKind; country_id?: number | string; minQuery?: number };
  required?: boolean;
  touched?: boolean;
  error?: string;
  disabled?: boolean;
  /** Default 'Select' (spec 9). */
  placeholder?: string;
  helperText?: string;
  id?: string;
  /** Set by SearchableSelect only: a click or tap on its stand-in brought the field, so it opens its list at once. */
  openOnArrival?: boolean;
}

export const REQUIRED_MESSAGE = 'Field is required';
export const SEARCH_DEBOUNCE_MS = 300;

/** The message under the field: the caller's error, or 'Field is required' once touched while empty (spec 5). */
export function searchableSelectError({ error, required, touched, value }: SearchableSelectProps): string | undefined {
  return error || (required && touched && !value ? REQUIRED_MESSAGE : undefined);
}

/** The input's id: the one given, else derived from the name (labels and tests find it by that). */
export function searchableSelectId({ id, name }: SearchableSelectProps): string {
  return id ?? `select-${name}`;
}
