/**
 * Request schemas the server validates and the app's calls are typed by: TypeBox schemas (@sinclair/typebox, plain
 * JSON Schema plus TypeBox's own symbol keys, which JSON and Ajv never see) built by the project's `Type.*` helpers
 * below, which say the app's form rules once (trimmed text, e-mail, ids, choices, lists…). `Static<S>` is TypeBox's:
 * the validated value a handler reads (defaults filled in); `Input<S>` is what a client may send (a property with a
 * default may be left out). The server validates them with Fastify's Ajv and three named keywords (`x-transform`,
 * `x-forbid`, `x-unique`, server/lib/schema.ts) and publishes them as its OpenAPI document. docs/api.md "Request
 * schemas".
 */

import { OptionalKind, Type as TB, type Static, type TObject, type TOptional, type TProperties, type TSchema, type TString } from '@sinclair/typebox';
import { ID_SPELLING, MAX_SERIAL_ID } from './ids';

export type { Static, TSchema } from '@sinclair/typebox';

/** A property with a default: always there once validated (TypeBox's Static has it required), optional to send. */
export type TDefaulted<S extends TSchema> = S & { default: Static<S> };

type Evaluate<T> = { [K in keyof T]: T[K] } & {};
/** The properties a client may leave out: Optional ones and those with a default. */
type LeftOutKeys<P extends TProperties> = { [K in keyof P]: P[K] extends TOptional<TSchema> | { default: unknown } ? K : never }[keyof P];
/** What a client may send (what a client's call takes): an object's defaulted properties are optional too. */
export type Input<S> =
  S extends TObject<infer P>
    ? Evaluate<{ [K in Exclude<keyof P, LeftOutKeys<P>>]: Input<P[K]> } & { [K in LeftOutKeys<P>]?: Input<P[K]> }>
    : S extends TSchema
      ? Static<S>
      : never;

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

function textOptions(o: TextOptions, required: boolean): Record<string, unknown> {
  const s: Record<string, unknown> = { 'x-transform': ['trim'], 'x-forbid': o.multiline ? 'control' : 'line' };
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

/** `schema` (which carries a `default`) typed as defaulted. */
const defaulted = <S extends TSchema>(schema: S): TDefaulted<S> => schema as TDefaulted<S>;
/** A string schema typed as one of `values` (an `enum`, not TypeBox's anyOf of literals: one error, one message). */
const choice = <T extends string>(options: Record<string, unknown>) => TB.Unsafe<T>({ type: 'string', ...options });

export const Type = {
  /** Required text, trimmed, no control characters (and no line breaks unless multiline). */
  Text(o: TextOptions = {}) {
    return TB.String(textOptions(o, true));
  },
  /** Optional text, trimmed; '' when absent. */
  OptText(o: TextOptions = {}) {
    return defaulted(TB.String({ ...textOptions(o, false), default: '' }));
  },
  /** A password: kept as typed (never trimmed). */
  Password() {
    return TB.String({ format: 'password', minLength: 1, maxLength: 128 });
  },
  /** An e-mail address, trimmed and lower-cased. */
  Email() {
    return TB.String({
      format: 'email', minLength: 1, maxLength: 254, 'x-transform': ['trim', 'toLowerCase'],
      'x-messages': { format: EMAIL_MESSAGE, maxLength: EMAIL_MESSAGE },
    });
  },
  /** An optional e-mail address; '' when absent. */
  OptEmail() {
    return defaulted(TB.String({
      maxLength: 254, pattern: `^$|${EMAIL_RE.source}`, default: '', 'x-transform': ['trim', 'toLowerCase'],
      'x-messages': { pattern: EMAIL_MESSAGE, maxLength: EMAIL_MESSAGE },
    }));
  },
  /** A positive integer id, up to the serial column's largest (shared/ids.ts). */
  Id() {
    return TB.Integer({ minimum: 1, maximum: MAX_SERIAL_ID });
  },
  /** An integer within bounds, `fallback` when absent. */
  Int(fallback: number, min: number, max: number) {
    return defaulted(TB.Integer({ minimum: min, maximum: max, default: fallback }));
  },
  /** A decimal with at most two places within bounds. */
  Decimal(min: number, max: number) {
    const between = `Ensure this value is between ${min} and ${max}.`;
    return TB.Number({ minimum: min, maximum: max, multipleOf: 0.01, 'x-messages': { minimum: between, maximum: between } });
  },
  /** A yes/no flag (a form sends 1/0, true/false, on/off or yes/no), `fallback` when absent. */
  Flag(fallback: boolean) {
    return defaulted(TB.Boolean({ default: fallback }));
  },
  /** One of fixed values, matched case-insensitively and answered in the listed spelling. */
  Choice<T extends string>(values: readonly T[]) {
    return choice<T>({ enum: [...values], minLength: 1, 'x-transform': ['trim', 'toEnumCase'] });
  },
  /** An optional choice; '' when absent. */
  OptChoice<T extends string>(values: readonly T[]) {
    return defaulted(choice<T | ''>({ enum: [...values, ''], default: '', 'x-transform': ['trim', 'toEnumCase'] }));
  },
  /** YYYY-MM-DD, a real calendar date. */
  Date() {
    return TB.String({ format: 'date', minLength: 1, 'x-transform': ['trim'], 'x-messages': { format: 'Date has wrong format. Use YYYY-MM-DD.' } });
  },
  /** A list of ids (repeated fields or comma-separated), duplicates dropped after the length check. */
  Ids(maxItems: number) {
    return defaulted(TB.Array(TB.Integer({ minimum: 1, maximum: MAX_SERIAL_ID }), { maxItems, default: [], 'x-unique': 'exact' }));
  },
  /** A list of choices (repeated fields), each exactly one of `values`, duplicates dropped after the length check. */
  Choices<T extends string>(values: readonly T[], maxItems: number) {
    return defaulted(TB.Array(choice<T>({ enum: [...values] }), { maxItems, default: [], 'x-unique': 'exact' }));
  },
  /** A list of free-text entries: NFC, trimmed, inner spaces collapsed, blanks dropped, unique case-insensitively. */
  Texts(maxItems: number, maxLength: number) {
    return defaulted(TB.Array(TB.String({ maxLength }), {
      maxItems, default: [], 'x-forbid': 'tag', 'x-transform': ['nfc', 'trim', 'collapseSpace', 'dropBlank'], 'x-unique': 'fold',
    }));
  },
  /** A file part of a multipart body (the server reads it into req.uploads; the route checks its content). */
  File() {
    return TB.Optional(TB.String({ format: 'binary' }));
  },
  /** A property the request may leave out (any default dropped: absent stays absent): optional in the type. */
  Optional<S extends TSchema>(schema: S): TOptional<S> {
    const { default: _absentStaysAbsent, ...copy } = schema;
    return TB.Optional(copy as S) as TOptional<S>;
  },
  /** An object of named properties; those neither Optional nor defaulted are required (TypeBox requires defaulted ones). */
  Object<P extends TProperties>(properties: P): TObject<P> {
    const { required: _typeBoxs, ...schema } = TB.Object(properties);
    const required = Object.keys(properties).filter((k) => !(OptionalKind in properties[k]) && !('default' in properties[k]));
    return (required.length ? { ...schema, required } : schema) as TObject<P>;
  },
  /**
   * A path segment of one spelling (an id's digits): published and checked by the path schema. A route whose answer
   * to a malformed segment is not the schema's 400 (a 404 as for an unknown id, an HTML page) sets
   * `config.collectErrors` and answers `req.validationError` (context 'params') itself.
   */
  Segment(pattern: RegExp) {
    return TB.String({ pattern: pattern.source });
  },
  /** Path parameters, all strings (each route answers its own 404 for a malformed one). */
  Params<K extends string>(...names: K[]): TObject<{ [N in K]: TString }> {
    return Type.Object(Object.fromEntries(names.map((n) => [n, TB.String()])) as { [N in K]: TString });
  },
};
