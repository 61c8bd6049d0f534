import type { Ajv } from '@fastify/ajv-compiler';
import type { FastifyTypeProvider } from 'fastify';
import type { FieldErrors } from '../../shared/apiTypes';
import { REQUIRED } from './errors';

/**
 * Route schemas: plain JSON Schema objects (what Fastify's Ajv validates and the OpenAPI document publishes), built by
 * the helpers below so that each also carries its TypeScript type (`Static<typeof schema>`, and through
 * `SchemaTypes` the handler's `req.body` / `req.query` / `req.params`). The helpers only write JSON Schema; the few
 * rules JSON Schema cannot say are three named Ajv keywords (`x-transform`, `x-forbid`, `x-unique`, see
 * `addFormKeywords`) and the messages (`x-messages`, read by `fieldErrorsOf`). docs/api.md "Request schemas".
 */

declare const STATIC: unique symbol;
declare const OPTIONAL: unique symbol;
/** A JSON Schema whose valid data has the type T (the symbol is a type-level tag only, never a runtime key). */
export type TSchema<T = unknown> = { readonly [STATIC]?: T } & { [keyword: string]: unknown };
/** A property the object does not require and that has no default: optional in the type. */
export type TOptional<T> = TSchema<T> & { readonly [OPTIONAL]?: true };
export type Static<S> = S extends TSchema<infer T> ? T : never;

type Props = Record<string, TSchema>;
type OptionalKeys<P extends Props> = { [K in keyof P]: P[K] extends { readonly [OPTIONAL]?: true } ? K : never }[keyof P];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<P extends Props> = Simplify<{ [K in Exclude<keyof P, OptionalKeys<P>>]: Static<P[K]> } & { [K in OptionalKeys<P>]?: Static<P[K]> }>;

/** Fastify type provider: a route's `schema.body` / `querystring` / `params` built here types its request. */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema<infer T> ? T : unknown;
  serializer: this['schema'] extends TSchema<infer T> ? T : unknown;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
export const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Characters a free-text tag may not hold (issue 19): every control character, the direction overrides, embeddings and
 * isolates that can reorder what others see, line separators and the byte-order mark. ZWJ/ZWNJ stay (Indic scripts).
 */
export const TAG_FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/u;
export const EMAIL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const EMAIL_MESSAGE = 'Enter a valid email address.';
const NOT_ALLOWED = 'Contains characters that are not allowed.';

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

/** Form decoding of a value the schema types as a number (see plugins/forms.ts): the strict spellings accepted. */
export const NUMBER_SPELLING = { integer: /^-?\d{1,9}$/, id: /^\d{1,9}$/, number: /^\d{1,12}(\.\d{1,2})?$/ } as const;

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
  OptText(o: TextOptions = {}): TSchema<string> {
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
  OptEmail(): TSchema<string> {
    return {
      type: 'string', maxLength: 254, pattern: `^$|${EMAIL_RE.source}`, default: '', 'x-transform': ['trim', 'toLowerCase'],
      'x-messages': { pattern: EMAIL_MESSAGE, maxLength: EMAIL_MESSAGE },
    };
  },
  /** A positive integer id. */
  Id(): TSchema<number> {
    return { type: 'integer', minimum: 1, maximum: 999_999_999 };
  },
  /** An integer within bounds, `fallback` when absent. */
  Int(fallback: number, min: number, max: number): TSchema<number> {
    return { type: 'integer', minimum: min, maximum: max, default: fallback };
  },
  /** A decimal with at most two places within bounds. */
  Decimal(min: number, max: number): TSchema<number> {
    const between = `Ensure this value is between ${min} and ${max}.`;
    return { type: 'number', minimum: min, maximum: max, multipleOf: 0.01, 'x-messages': { minimum: between, maximum: between } };
  },
  /** A yes/no flag (a form sends 1/0, true/false, on/off or yes/no), `fallback` when absent. */
  Flag(fallback: boolean): TSchema<boolean> {
    return { type: 'boolean', default: fallback };
  },
  /** One of fixed values, matched case-insensitively and answered in the listed spelling. */
  Choice<T extends string>(values: readonly T[]): TSchema<T> {
    return { type: 'string', enum: [...values], minLength: 1, 'x-transform': ['trim', 'toEnumCase'] };
  },
  /** An optional choice; '' when absent. */
  OptChoice<T extends string>(values: readonly T[]): TSchema<T | ''> {
    return { type: 'string', enum: [...values, ''], default: '', 'x-transform': ['trim', 'toEnumCase'] };
  },
  /** YYYY-MM-DD, a real calendar date. */
  Date(): TSchema<string> {
    return { type: 'string', format: 'date', minLength: 1, 'x-transform': ['trim'], 'x-messages': { format: 'Date has wrong format. Use YYYY-MM-DD.' } };
  },
  /** A list of ids (repeated fields or comma-separated), duplicates dropped after the length check. */
  Ids(maxItems: number): TSchema<number[]> {
    return { type: 'array', items: { type: 'integer', minimum: 1, maximum: 999_999_999 }, maxItems, default: [], 'x-unique': 'exact' };
  },
  /** A list of free-text entries: NFC, trimmed, inner spaces collapsed, blanks dropped, unique case-insensitively. */
  Texts(maxItems: number, maxLength: number): TSchema<string[]> {
    return {
      type: 'array', items: { type: 'string', maxLength }, maxItems, default: [],
      'x-forbid': 'tag', 'x-transform': ['nfc', 'trim', 'collapseSpace', 'dropBlank'], 'x-unique': 'fold',
    };
  },
  /** A file part of a multipart body (read by plugins/forms.ts into req.uploads; its content is checked by the route). */
  File(): TOptional<string> {
    return optional({ type: 'string', format: 'binary' });
  },
  /** A property the request may leave out (any default dropped: absent stays absent): optional in the type. */
  Optional<T>(schema: TSchema<T>): TOptional<T> {
    return optional(schema);
  },
  /** An object of named properties; those neither Optional nor defaulted are required. */
  Object<P extends Props>(properties: P): TSchema<ObjectOf<P>> {
    const required = Object.keys(properties).filter((k) => !isOptional(properties[k]) && !('default' in properties[k]));
    return required.length ? { type: 'object', properties, required } : { type: 'object', properties };
  },
  /** Path parameters, all strings (each route answers its own 404 for a malformed one). */
  Params<K extends string>(...names: K[]): TSchema<{ [N in K]: string }> {
    return { type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])), required: names };
  },
};


// ---------- Ajv keywords (installed on Fastify's Ajv by plugins/forms.ts)

type Transform = 'trim' | 'toLowerCase' | 'toEnumCase' | 'nfc' | 'collapseSpace' | 'dropBlank';
const STRING_TRANSFORMS: Record<Exclude<Transform, 'toEnumCase' | 'dropBlank'>, (s: string) => string> = {
  trim: (s) => s.trim(),
  toLowerCase: (s) => s.toLowerCase(),
  nfc: (s) => s.normalize('NFC'),
  collapseSpace: (s) => s.replace(/\s+/g, ' '),
};
const FORBIDDEN: Record<'line' | 'control' | 'tag', (s: string) => boolean> = {
  line: (s) => CONTROL_CHARS.test(s.trim()) || /[\r\n]/.test(s.trim()),
  control: (s) => CONTROL_CHARS.test(s.trim()),
  tag: (s) => TAG_FORBIDDEN.test(s),
};

interface KeywordContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}
function replace(ctx: KeywordContext | undefined, value: unknown): void {
  if (ctx?.parentData && ctx.parentDataProperty !== undefined) ctx.parentData[ctx.parentDataProperty] = value;
}

/** Fastify's Ajv (8, @fastify/ajv-compiler's own), as far as the keywords below need it. */
export type AjvLike = Pick<Ajv, 'addKeyword' | 'addFormat'>;

/**
 * The three keywords JSON Schema has no word for, run in this order before the standard ones (so a length or a choice
 * is checked on the trimmed value): `x-forbid` (characters a value may not hold: 'line' = control characters and
 * line breaks, 'control' = control characters, 'tag' = issue 19's tag rule, on every entry of a list), `x-transform`
 * (trim, lower-case, canonical case of an enum, NFC, collapsed spaces, blank list entries dropped) and, after a list's
 * length and items are checked, `x-unique` (duplicates dropped, exactly or case-insensitively). Plus `x-messages`
 * (keyword → message, read by fieldErrors) and the app's e-mail rule as the `email` format.
 */
export function addFormKeywords(ajv: AjvLike): void {
  ajv.addKeyword({
    keyword: 'x-forbid',
    before: 'enum',
    schemaType: 'string',
    errors: true,
    compile: (kind: keyof typeof FORBIDDEN) => (data: unknown) => {
      const bad = FORBIDDEN[kind];
      if (typeof data === 'string') return !bad(data);
      if (Array.isArray(data)) return !data.some((d) => typeof d === 'string' && bad(d));
      return true;
    },
  });
  ajv.addKeyword({
    keyword: 'x-transform',
    before: 'enum',
    modifying: true,
    schemaType: 'array',
    compile: (steps: Transform[], parentSchema: Record<string, unknown>) => (data: unknown, ctx?: KeywordContext) => {
      const choices = Array.isArray(parentSchema.enum) ? parentSchema.enum.filter((e): e is string => typeof e === 'string') : [];
      const onString = (s: string): string => {
        let v = s;
        for (const step of steps) {
          if (step === 'toEnumCase') v = choices.find((e) => e.toLowerCase() === v.toLowerCase()) ?? v;
          else if (step !== 'dropBlank') v = STRING_TRANSFORMS[step](v);
        }
        return v;
      };
      if (typeof data === 'string') replace(ctx, onString(data));
      else if (Array.isArray(data) && data.every((d) => typeof d === 'string')) {
        const out = (data as string[]).map(onString);
        replace(ctx, steps.includes('dropBlank') ? out.filter(Boolean) : out);
      }
      return true;
    },
  });
  ajv.addKeyword({
    keyword: 'x-unique',
    type: 'array',
    modifying: true,
    schemaType: 'string',
    compile: (how: 'exact' | 'fold') => (data: unknown[], ctx?: KeywordContext) => {
      const key = (v: unknown) => (how === 'fold' && typeof v === 'string' ? v.toLowerCase() : v);
      const seen = new Set<unknown>();
      replace(ctx, data.filter((v) => !seen.has(key(v)) && seen.add(key(v))));
      return true;
    },
  });
  ajv.addKeyword({ keyword: 'x-messages', schemaType: 'object' });
  ajv.addFormat('email', EMAIL_RE);
}

// ---------- Ajv errors → the API's field errors

/** One Ajv error as Fastify hands it on (with `verbose`, the value and its schema are included). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  data?: unknown;
  parentSchema?: Record<string, unknown>;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be 1 or 0.',
};
/** The order a field's messages are listed in (the order the rules were checked in before). */
const RANK = ['minLength', 'maxLength', 'x-forbid', 'pattern', 'format', 'enum', 'minimum', 'maximum', 'multipleOf'];

function messageOf(e: SchemaError, item: boolean): string {
  const own = (e.parentSchema?.['x-messages'] as Record<string, string> | undefined)?.[e.keyword];
  if (own) return own;
  const p = e.params as { limit?: number; type?: string };
  switch (e.keyword) {
    case 'required':
      return REQUIRED;
    case 'type':
      if (e.data !== null && typeof e.data === 'object') return Array.isArray(e.data) && !item ? 'Expected a single value.' : 'Invalid value type.';
      if (item && p.type === 'integer') return `"${String(e.data).slice(0, 20)}" is not a valid id.`;
      return TYPE_MESSAGES[String(p.type)] ?? 'Invalid value type.';
    case 'minLength':
      return e.data === '' ? REQUIRED : `Ensure this field has at least ${p.limit} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${p.limit} characters.`;
    case 'maxItems':
      return `Ensure this list has no more than ${p.limit} items.`;
    case 'minimum':
      return item ? `"${String(e.data).slice(0, 20)}" is not a valid id.` : `Ensure this value is greater than or equal to ${p.limit}.`;
    case 'maximum':
      return item ? `"${String(e.data).slice(0, 20)}" is not a valid id.` : `Ensure this value is less than or equal to ${p.limit}.`;
    case 'enum':
      return `Select a valid choice. ${String(e.data).slice(0, 40)} is not one of the available choices.`;
    case 'x-forbid':
      return NOT_ALLOWED;
    default:
      return 'Enter a valid value.';
  }
}

/**
 * Ajv's errors (allErrors, verbose) as `{ field: [reasons] }`: one gate message when the value has the wrong shape
 * ("Expected a single value.", "Invalid value type.", a type's message) or is missing ("Field is required");
 * otherwise every broken rule in RANK order, and a list reports its first problem only.
 */
export function fieldErrorsOf(errors: readonly SchemaError[]): FieldErrors {
  const byField = new Map<string, { rank: number; message: string; gate: 0 | 1 | 2 }[]>();
  for (const e of errors) {
    const path = e.instancePath.split('/').slice(1);
    const field = e.keyword === 'required' ? String((e.params as { missingProperty: string }).missingProperty) : (path[0] ?? 'body');
    const item = path.length > 1;
    const message = messageOf(e, item);
    const gate = e.keyword === 'type' && !item ? 2 : message === REQUIRED ? 1 : 0;
    // In a list: the forbidden characters first, then its length, then its entries.
    const rank = item ? 100 : e.keyword === 'x-forbid' && Array.isArray(e.data) ? -2 : e.keyword === 'maxItems' ? -1 : RANK.indexOf(e.keyword);
    const list = byField.get(field) ?? [];
    list.push({ rank: e.keyword === 'type' && item ? 50 : rank, message, gate });
    byField.set(field, list);
  }
  const out: FieldErrors = {};
  for (const [field, list] of byField) {
    const top = Math.max(...list.map((x) => x.gate));
    const kept = list.filter((x) => x.gate === top).sort((a, b) => a.rank - b.rank);
    const isList = list.some((x) => x.rank < 0 || x.rank >= 50);
    const messages = [...new Set(kept.map((x) => x.message))];
    out[field] = top > 0 || isList ? messages.slice(0, 1) : messages;
  }
  return out;
}
