/**
 * Request schemas the server validates and the app's calls are typed by: plain JSON Schema objects built by `Type.*`,
 * each carrying its TypeScript types (`Static<S>`, the validated value a handler reads; `Input<S>`, what a client may
 * send). The server validates them with Fastify's Ajv and three named keywords (`x-transform`, `x-forbid`, `x-unique`,
 * server/lib/schema.ts) and publishes them as its OpenAPI document. docs/api.md "Request schemas".
 */

import { ID_SPELLING, MAX_SERIAL_ID } from './ids';

declare const STATIC: unique symbol;
declare const INPUT: unique symbol;
declare const OPTIONAL: unique symbol;
declare const DEFAULTED: unique symbol;
/**
 * A JSON Schema whose valid data has the type T once validated (defaults filled in), and that a client may send as I
 * (the symbols are type-level tags only, never runtime keys).
 */
export type TSchema<T = unknown, I = T> = { readonly [STATIC]?: T; readonly [INPUT]?: I } & { [keyword: string]: unknown };
/** A property the object does not require and that has no default: optional in both types. */
export type TOptional<T> = TSchema<T> & { readonly [OPTIONAL]?: true };
/** A property with a default: always there once validated, optional to send. */
export type TDefaulted<T> = TSchema<T> & { readonly [DEFAULTED]?: true };
/** The validated value (what a handler reads). */
export type Static<S> = S extends { readonly [STATIC]?: infer T } ? T : never;
/** What a client may send (what a client's call takes). */
export type Input<S> = S extends { readonly [INPUT]?: infer I } ? I : never;

type Props = Record<string, TSchema>;
type OptionalKeys<P extends Props> = { [K in keyof P]: P[K] extends { readonly [OPTIONAL]?: true } ? K : never }[keyof P];
type DefaultedKeys<P extends Props> = { [K in keyof P]: P[K] extends { readonly [DEFAULTED]?: true } ? K : never }[keyof P];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<P extends Props> = Simplify<{ [K in Exclude<keyof P, OptionalKeys<P>>]: Static<P[K]> } & { [K in OptionalKeys<P>]?: Static<P[K]> }>;
type ObjectInput<P extends Props> = Simplify<
  { [K in Exclude<keyof P, OptionalKeys<P> | DefaultedKeys<P>>]: Input<P[K]> } & { [K in OptionalKeys<P> | DefaultedKeys<P>]?: Input<P[K]> }
>;


// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Characters a free-text tag may not hold (issue 19): every control character, the direction overrides, embeddings and
 * isolates that can reorder what others see, line separators and the byte-order mark. ZWJ/ZWNJ stay (Indic scripts).
 */
export const TAG_FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/u;
export const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const EMAIL_MESSAGE = 'Enter a valid email address.';

interface TextOptions {
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** The message when the pattern does not match (else "Enter a valid value."). */
  patternMessage?: string;
  /** Line breaks allowed (a message body); other control characters never are. */
  multiline?: boolean;
}

function textSchema(o: TextOptions, required: boolean): Record<string, unknown> {
  const s: Record<string, unknown> = { type: 'string', 'x-transform': ['trim'], 'x-forbid': o.multiline ? 'control' : 'line' };
  // A required field is a non-blank one (blank after trimming answers "Field is required", as a missing one does).
  if (required || o.min !== undefined) s.minLength = Math.max(o.min ?? 1, required ? 1 : 0);
  if (o.max !== undefined) s.maxLength = o.max;
  // An optional field may be sent blank: the pattern admits the empty string too.
  if (o.pattern) s.pattern = required ? o.pattern.source : `^$|${o.pattern.source}`;
  if (o.patternMessage) s['x-messages'] = { pattern: o.patternMessage };
  return s;
}

/**
 * Form decoding of a value the schema types as a number (the server's plugins/forms.ts): the strict spellings accepted.
 * An id is spelled as shared/ids.ts says (1–10 digits); its schema (`Id`, `Ids`) bounds it by the serial column.
 */
export const NUMBER_SPELLING = { integer: /^-?\d{1,9}$/, id: ID_SPELLING, number: /^\d{1,12}(\.\d{1,2})?$/ } as const;

/** Schemas marked optional (a WeakSet, so nothing extra lands in the JSON). */
const optionalSchemas = new WeakSet<object>();
function optional<T>(schema: TSchema<T>): TOptional<T> {
  const { default: _absentStaysAbsent, ...copy } = schema;
  optionalSchemas.add(copy);
  return copy;
}
function isOptional(s: TSchema): boolean {
  return optionalSchemas.has(s);
}

export const Type = {
  /** Required text, trimmed, no control characters (and no line breaks unless multiline). */
  Text(o: TextOptions = {}): TSchema<string> {
    return textSchema(o, true);
  },
  /** Optional text, trimmed; '' when absent. */
  OptText(o: TextOptions = {}): TDefaulted<string> {
    return { ...textSchema(o, false), default: '' };
  },
  /** A password: kept as typed (never trimmed). */
  Password(): TSchema<string> {
    return { type: 'string', format: 'password', minLength: 1, maxLength: 128 };
  },
  /** An e-mail address, trimmed and lower-cased. */
  Email(): TSchema<string> {
    return {
      type: 'string', format: 'email', minLength: 1, maxLength: 254, 'x-transform': ['trim', 'toLowerCase'],
      'x-messages': { format: EMAIL_MESSAGE, maxLength: EMAIL_MESSAGE },
    };
  },
  /** An optional e-mail address; '' when absent. */
  OptEmail(): TDefaulted<string> {
    return {
      type: 'string', maxLength: 254, pattern: `^$|${EMAIL_RE.source}`, default: '', 'x-transform': ['trim', 'toLowerCase'],
      'x-messages': { pattern: EMAIL_MESSAGE, maxLength: EMAIL_MESSAGE },
    };
  },
  /** A positive integer id, up to the serial column's largest (shared/ids.ts). */
  Id(): TSchema<number> {
    return { type: 'integer', minimum: 1, maximum: MAX_SERIAL_ID };
  },
  /** An integer within bounds, `fallback` when absent. */
  Int(fallback: number, min: number, max: number): TDefaulted<number> {
    return { type: 'integer', minimum: min, maximum: max, default: fallback };
  },
  /** A decimal with at most two places within bounds. */
  Decimal(min: number, max: number): TSchema<number> {
    const between = `Ensure this value is between ${min} and ${max}.`;
    return { type: 'number', minimum: min, maximum: max, multipleOf: 0.01, 'x-messages': { minimum: between, maximum: between } };
  },
  /** A yes/no flag (a form sends 1/0, true/false, on/off or yes/no), `fallback` when absent. */
  Flag(fallback: boolean): TDefaulted<boolean> {
    return { type: 'boolean', default: fallback };
  },
  /** One of fixed values, matched case-insensitively and answered in the listed spelling. */
  Choice<T extends string>(values: readonly T[]): TSchema<T> {
    return { type: 'string', enum: [...values], minLength: 1, 'x-transform': ['trim', 'toEnumCase'] };
  },
  /** An optional choice; '' when absent. */
  OptChoice<T extends string>(values: readonly T[]): TDefaulted<T | ''> {
    return { type: 'string', enum: [...values, ''], default: '', 'x-transform': ['trim', 'toEnumCase'] };
  },
  /** YYYY-MM-DD, a real calendar date. */
  Date(): TSchema<string> {
    return { type: 'string', format: 'date', minLength: 1, 'x-transform': ['trim'], 'x-messages': { format: 'Date has wrong format. Use YYYY-MM-DD.' } };
  },
  /** A list of ids (repeated fields or comma-separated), duplicates dropped after the length check. */
  Ids(maxItems: number): TDefaulted<number[]> {
    return { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_SERIAL_ID }, maxItems, default: [], 'x-unique': 'exact' };
  },
  /** A list of choices (repeated fields), each exactly one of `values`, duplicates dropped after the length check. */
  Choices<T extends string>(values: readonly T[], maxItems: number): TDefaulted<T[]> {
    return { type: 'array', items: { type: 'string', enum: [...values] }, maxItems, default: [], 'x-unique': 'exact' };
  },
  /** A list of free-text entries: NFC, trimmed, inner spaces collapsed, blanks dropped, unique case-insensitively. */
  Texts(maxItems: number, maxLength: number): TDefaulted<string[]> {
    return {
      type: 'array', items: { type: 'string', maxLength }, maxItems, default: [],
      'x-forbid': 'tag', 'x-transform': ['nfc', 'trim', 'collapseSpace', 'dropBlank'], 'x-unique': 'fold',
    };
  },
  /** A file part of a multipart body (the server reads it into req.uploads; the route checks its content). */
  File(): TOptional<string> {
    return optional({ type: 'string', format: 'binary' });
  },
  /** A property the request may leave out (any default dropped: absent stays absent): optional in the type. */
  Optional<T>(schema: TSchema<T>): TOptional<T> {
    return optional(schema);
  },
  /** An object of named properties; those neither Optional nor defaulted are required. */
  Object<P extends Props>(properties: P): TSchema<ObjectOf<P>, ObjectInput<P>> {
    const required = Object.keys(properties).filter((k) => !isOptional(properties[k]) && !('default' in properties[k]));
    return required.length ? { type: 'object', properties, required } : { type: 'object', properties };
  },
  /**
   * A path segment of one spelling (an id's digits): published and checked by the path schema. A route whose answer
   * to a malformed segment is not the schema's 400 (a 404 as for an unknown id, an HTML page) sets
   * `config.collectErrors` and answers `req.validationError` (context 'params') itself.
   */
  Segment(pattern: RegExp): TSchema<string> {
    return { type: 'string', pattern: pattern.source };
  },
  /** Path parameters, all strings (each route answers its own 404 for a malformed one). */
  Params<K extends string>(...names: K[]): TSchema<{ [N in K]: string }> {
    return { type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])), required: names };
  },
};
