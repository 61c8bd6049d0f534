import type { Ajv } from '@fastify/ajv-compiler';
import type { FastifyTypeProvider } from 'fastify';
import type { FieldErrors } from '../../shared/apiTypes';
import { REQUIRED } from './errors';
import { CONTROL_CHARS, EMAIL_RE, TAG_FORBIDDEN, type Static, type TSchema } from '../../shared/requestSchema';

/**
 * Route schemas on the server: the builders (TypeBox schemas) are shared with the app (shared/requestSchema.ts); here
 * are the type provider that types a handler's `req.body` / `req.query` / `req.params` from them (TypeBox's Static), the three Ajv keywords JSON Schema
 * has no word for (`x-transform`, `x-forbid`, `x-unique`, see `addFormKeywords`) and the messages of the errors
 * (`x-messages` and `fieldErrorsOf`). docs/api.md "Request schemas".
 */
export { NUMBER_SPELLING, Type, type Input, type Static, type TSchema } from '../../shared/requestSchema';

/** Fastify type provider: a route's `schema.body` / `querystring` / `params` (TypeBox schemas) type its request. */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

// ---------- Ajv keywords (installed on Fastify's Ajv by plugins/forms.ts)

type Transform = 'trim' | 'toLowerCase' | 'toEnumCase' | 'nfc' | 'collapseSpace' | 'dropBlank';
const STRING_TRANSFORMS: Record<Exclude<Transform, 'toEnumCase' | 'dropBlank'>, (s: string) => string> = {
  trim: (s) => s.trim(),
  toLowerCase: (s) => s.toLowerCase(),
  nfc: (s) => s.normalize('NFC'),
  collapseSpace: (s) => s.replace(/\s+/g, ' '),
};
const NOT_ALLOWED = 'Contains characters that are not allowed.';
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
