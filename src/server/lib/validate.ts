import type { FieldErrors } from '../../shared/apiTypes';
import { REQUIRED, validationError } from './errors';
import type { FormFields } from './forms';

/**
 * The validation layer every route uses: a schema of named fields, each parsing the raw values of a form or query
 * string into a typed value or a list of reasons. Failures become 400 { status:'error', message, errors:{field:[reason]} }.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };
export interface Field<T> {
  parse(raw: string[], present: boolean): Parsed<T>;
  /** The same rule as JSON Schema, for the route's schema and the OpenAPI document. */
  json: JsonSchema;
  /** The field must be sent (REQUIRED when empty). */
  required?: boolean;
}
export type JsonSchema = Record<string, unknown>;
export type Schema = Record<string, Field<unknown>>;
export type Values<S extends Schema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(...errors: string[]): Parsed<T> => ({ ok: false, errors });
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Characters a free-text tag may not hold (issue 19): every control character, the direction overrides, embeddings and
 * isolates that can reorder what others see, line separators and the byte-order mark. ZWJ/ZWNJ stay (Indic scripts).
 */
const TAG_FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/u;
export const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

interface StringOpts {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
  multiline?: boolean;
}

function checkString(v: string, o: StringOpts): string[] {
  const errors: string[] = [];
  if (o.min !== undefined && v.length < o.min) errors.push(`Ensure this field has at least ${o.min} characters.`);
  if (o.max !== undefined && v.length > o.max) errors.push(`Ensure this field has no more than ${o.max} characters.`);
  if (CONTROL.test(v) || (!o.multiline && /[\r\n]/.test(v))) errors.push('Contains characters that are not allowed.');
  if (o.pattern && !o.pattern.test(v)) errors.push(o.patternMessage ?? 'Enter a valid value.');
  return errors;
}

function stringJson(o: StringOpts): JsonSchema {
  const json: JsonSchema = { type: 'string' };
  if (o.min !== undefined) json.minLength = o.min;
  if (o.max !== undefined) json.maxLength = o.max;
  if (o.pattern) json.pattern = o.pattern.source;
  return json;
}

function single(raw: string[]): string | null {
  return raw.length > 1 ? null : (raw[0] ?? '');
}

export const f = {
  /** Required text, trimmed. */
  string(o: StringOpts = {}): Field<string> {
    return {
      json: stringJson(o), required: true,
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim();
        if (!v) return bad(REQUIRED);
        const e = checkString(v, o);
        return e.length ? bad(...e) : ok(v);
      },
    };
  },
  /** Optional text, trimmed; '' when absent. */
  optString(o: StringOpts = {}): Field<string> {
    return {
      json: stringJson(o),
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim();
        if (!v) return ok('');
        const e = checkString(v, o);
        return e.length ? bad(...e) : ok(v);
      },
    };
  },
  /** A password: kept as typed (not trimmed). */
  password(): Field<string> {
    return {
      json: { type: 'string', format: 'password', maxLength: 128 }, required: true,
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        if (!s) return bad(REQUIRED);
        if (s.length > 128) return bad('Ensure this field has no more than 128 characters.');
        return ok(s);
      },
    };
  },
  email(required = true): Field<string> {
    return {
      json: { type: 'string', format: 'email', maxLength: 254 }, required,
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim().toLowerCase();
        if (!v) return required ? bad(REQUIRED) : ok('');
        if (v.length > 254 || !EMAIL_RE.test(v)) return bad('Enter a valid email address.');
        return ok(v);
      },
    };
  },
  /** A positive integer id (required unless opt). */
  id(required = true): Field<number | null> {
    return {
      json: { type: 'integer', minimum: 1, maximum: 999_999_999 }, required,
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim();
        if (!v) return required ? bad(REQUIRED) : ok(null);
        if (!/^\d{1,9}$/.test(v) || Number(v) < 1) return bad('A valid integer is required.');
        return ok(Number(v));
      },
    };
  },
  /** An integer with bounds; `fallback` when absent. */
  int(fallback: number, min: number, max: number): Field<number> {
    return {
      json: { type: 'integer', minimum: min, maximum: max, default: fallback },
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim();
        if (!v) return ok(fallback);
        if (!/^-?\d{1,9}$/.test(v)) return bad('A valid integer is required.');
        const n = Number(v);
        if (n < min) return bad(`Ensure this value is greater than or equal to ${min}.`);
        if (n > max) return bad(`Ensure this value is less than or equal to ${max}.`);
        return ok(n);
      },
    };
  },
  /** A decimal number (optional → null). */
  number(required: boolean, min: number, max: number): Field<number | null> {
    return {
      json: { type: 'number', minimum: min, maximum: max, multipleOf: 0.01 }, required,
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim();
        if (!v) return required ? bad(REQUIRED) : ok(null);
        if (!/^\d{1,12}(\.\d{1,2})?$/.test(v)) return bad('A valid number is required.');
        const n = Number(v);
        if (n < min || n > max) return bad(`Ensure this value is between ${min} and ${max}.`);
        return ok(n);
      },
    };
  },
  /** '1'/'0' (also true/false/on/off); `fallback` when absent. */
  bool(fallback: boolean): Field<boolean> {
    return {
      json: { type: 'string', enum: ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], default: fallback ? '1' : '0' },
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim().toLowerCase();
        if (!v) return ok(fallback);
        if (['1', 'true', 'on', 'yes'].includes(v)) return ok(true);
        if (['0', 'false', 'off', 'no'].includes(v)) return ok(false);
        return bad('Must be 1 or 0.');
      },
    };
  },
  oneOf<T extends string>(values: readonly T[], required = true): Field<T | ''> {
    return {
      json: { type: 'string', enum: [...values] }, required,
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim();
        if (!v) return required ? bad(REQUIRED) : ok('');
        const match = values.find((x) => x.toLowerCase() === v.toLowerCase());
        return match ? ok(match) : bad(`Select a valid choice. ${v.slice(0, 40)} is not one of the available choices.`);
      },
    };
  },
  /** YYYY-MM-DD, a real calendar date. */
  date(required = true): Field<string> {
    return {
      json: { type: 'string', format: 'date' }, required,
      parse(raw) {
        const s = single(raw);
        if (s === null) return bad('Expected a single value.');
        const v = s.trim();
        if (!v) return required ? bad(REQUIRED) : ok('');
        const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
        const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
        if (!m || !d || d.toISOString().slice(0, 10) !== v) return bad('Date has wrong format. Use YYYY-MM-DD.');
        return ok(v);
      },
    };
  },
  /** A list of ids (repeated fields). */
  ids(maxItems: number): Field<number[]> {
    return {
      json: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems },
      parse(raw) {
        const values = raw.flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean);
        if (values.length > maxItems) return bad(`Ensure this list has no more than ${maxItems} items.`);
        const out: number[] = [];
        for (const v of values) {
          if (!/^\d{1,9}$/.test(v) || Number(v) < 1) return bad(`"${v.slice(0, 20)}" is not a valid id.`);
          if (!out.includes(Number(v))) out.push(Number(v));
        }
        return ok(out);
      },
    };
  },
  /** A list of free-text entries (repeated fields), unique case-insensitively. */
  texts(maxItems: number, maxLength: number): Field<string[]> {
    return {
      json: { type: 'array', items: { type: 'string', maxLength }, maxItems },
      parse(raw) {
        if (raw.some((r) => TAG_FORBIDDEN.test(r))) return bad('Contains characters that are not allowed.');
        const values = raw.map((r) => r.normalize('NFC').trim().replace(/\s+/g, ' ')).filter(Boolean);
        if (values.length > maxItems) return bad(`Ensure this list has no more than ${maxItems} items.`);
        const out: string[] = [];
        for (const v of values) {
          const e = checkString(v, { max: maxLength });
          if (e.length) return bad(...e);
          if (!out.some((x) => x.toLowerCase() === v.toLowerCase())) out.push(v);
        }
        return ok(out);
      },
    };
  },
};

/** Validates `form` against `schema`: the typed values, or the field errors. */
export function check<S extends Schema>(form: FormFields, schema: S): { values: Values<S>; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(schema)) {
    if (form.malformed.has(name)) {
      errors[name] = ['Invalid value type.'];
      continue;
    }
    const r = field.parse(form.all(name), form.has(name));
    if (r.ok) values[name] = r.value;
    else errors[name] = r.errors;
  }
  return { values: values as Values<S>, errors };
}

/** Validates and throws the 400 of api/types.ts when any field fails. */
export function validate<S extends Schema>(form: FormFields, schema: S, message?: string): Values<S> {
  const { values, errors } = check(form, schema);
  if (Object.keys(errors).length) throw validationError(errors, message);
  return values;
}

/** A form or query schema as JSON Schema (what the OpenAPI document publishes for the route). */
export function formJson(schema: Schema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(schema)) {
    properties[name] = field.json;
    if (field.required) required.push(name);
  }
  Object.assign(properties, extra);
  return required.length ? { type: 'object', properties, required } : { type: 'object', properties };
}

/** Path parameters, all strings (each route answers its own 404 for a malformed one). */
export function pathParams(...names: string[]): JsonSchema {
  return { type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])), required: names };
}
