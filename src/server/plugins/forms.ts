import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldErrors } from '../../shared/apiTypes';
import { ApiError, validationError } from '../lib/errors';
import { addFormKeywords, fieldErrorsOf, NUMBER_SPELLING, type AjvLike, type SchemaError } from '../lib/schema';

/** A file part of a multipart body, read into memory (bounded by the route's `config.upload`). */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file parts of a multipart body (routes with `config.upload`; see uploadedFile). */
    uploads: UploadedFile[] | null;
    /** A body that could not be read (413, 400): answered after the route's own preHandlers (auth first). */
    formError: ApiError | null;
  }
  interface FastifyContextConfig {
    /** The route takes one file: its largest size and the message when it is larger. */
    upload?: { maxFileBytes: number; tooLargeMessage: string };
    /**
     * The handler adds its own checks to the schema's field errors (fieldErrors(req)) and answers them together;
     * without it the schema's errors are answered at once with 400.
     */
    collectErrors?: boolean;
  }
}

/**
 * Fastify's Ajv for every route: all errors of a request (one answer lists every field), no type coercion of its own
 * (forms are decoded below, with the app's strict number spellings), defaults applied, `verbose` so the messages can
 * name the value. Bodies are bounded (bodyLimit, 300 parts, short lists) so allErrors costs little.
 */
export const AJV_OPTIONS = {
  customOptions: { allErrors: true, coerceTypes: false, useDefaults: true, removeAdditional: false, verbose: true, multipleOfPrecision: 6 },
  onCreate: (ajv: AjvLike) => addFormKeywords(ajv),
} as const;

const FIELD_LIMIT = 64 * 1024;
const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];

/** A body or query string as the form sends it: every field a list of strings (repeated fields, `name[]`). */
interface RawForm {
  values: Map<string, string[]>;
  /** Fields whose value had the wrong shape (a JSON object, a nested list). */
  malformed: Set<string>;
}
const key = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);
function add(form: RawForm, name: string, value: string): void {
  const list = form.values.get(key(name));
  if (list) list.push(value);
  else form.values.set(key(name), [value]);
}
const emptyForm = (): RawForm => ({ values: new Map(), malformed: new Set() });

/** A JSON body or a parsed query string as a RawForm: numbers as text, booleans as 1/0, null as absent. */
function fromObject(obj: unknown): RawForm {
  const form = emptyForm();
  if (obj === null || obj === undefined) return form;
  if (typeof obj !== 'object' || Array.isArray(obj)) throw new ApiError(400, { status: 'error', message: 'The request body must be an object.' });
  for (const [name, v] of Object.entries(obj)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === null || item === undefined) continue;
      if (typeof item === 'string') add(form, name, item);
      else if (typeof item === 'number' && Number.isFinite(item)) add(form, name, String(item));
      else if (typeof item === 'boolean') add(form, name, item ? '1' : '0');
      else form.malformed.add(key(name));
    }
  }
  return form;
}

/** A multipart body: fields into a RawForm, the file (if the route takes one) into req.uploads. */
async function fromMultipart(req: FastifyRequest): Promise<RawForm> {
  const form = emptyForm();
  const upload = req.routeOptions.config.upload;
  const maxFileBytes = upload?.maxFileBytes ?? 0;
  const tooLarge = upload?.tooLargeMessage ?? 'The file size is too big.';
  try {
    const parts = req.parts({ limits: { fileSize: Math.max(1, maxFileBytes), files: maxFileBytes ? 1 : 0, fields: 300, fieldSize: FIELD_LIMIT, parts: 301 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        (req.uploads ??= []).push({ field: key(part.fieldname), filename: part.filename, mimetype: part.mimetype, data });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new ApiError(413, { status: 'error', message: `Field ${part.fieldname} is too long.`, errors: { [key(part.fieldname)]: ['Value is too long.'] } });
        }
        if (typeof part.value === 'string') add(form, part.fieldname, part.value);
        else form.malformed.add(key(part.fieldname));
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, { status: 'error', message: tooLarge, errors: { file: [tooLarge] } });
    if (code === 'FST_FILES_LIMIT') throw new ApiError(400, { status: 'error', message: 'Too many files in the request.' });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError(413, { status: 'error', message: 'Too many fields in the request.' });
    throw new ApiError(400, { status: 'error', message: 'The multipart body could not be read.' });
  }
  return form;
}

interface PropertySchema {
  type?: string;
  maximum?: number;
  items?: { type?: string };
}

function propertiesOf(schema: unknown): Record<string, PropertySchema> {
  return typeof schema === 'object' && schema !== null && 'properties' in schema ? (schema.properties as Record<string, PropertySchema>) : {};
}

/**
 * The object the schema validates, from a form's text: what multipart, url-encoded and query-string encodings cannot
 * say themselves. A list property collects every value (ids also split on commas, blanks dropped); any other property
 * takes its one value (several stay a list, which the schema refuses: "Expected a single value."); a number or flag
 * is read from its strict spelling (else left as text, which the schema refuses with the type's message) and a blank
 * one is absent. Properties the schema does not name are dropped. Text is left as sent: trimming and the other
 * rules are the schema's.
 */
function decode(schema: unknown, form: RawForm): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(propertiesOf(schema))) {
    if (form.malformed.has(name)) {
      out[name] = {};
      continue;
    }
    const raw = form.values.get(name);
    if (!raw) continue;
    if (prop.type === 'array') {
      out[name] =
        prop.items?.type === 'integer'
          ? raw.flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean).map((v) => (NUMBER_SPELLING.id.test(v) && Number(v) >= 1 ? Number(v) : v))
          : raw;
      continue;
    }
    if (raw.length > 1) {
      out[name] = raw;
      continue;
    }
    const text = raw[0];
    const t = text.trim();
    if (prop.type === 'integer' || prop.type === 'number' || prop.type === 'boolean') {
      if (!t) continue;
      if (prop.type === 'boolean') out[name] = ON.includes(t.toLowerCase()) ? true : OFF.includes(t.toLowerCase()) ? false : t;
      else if (prop.type === 'number') out[name] = NUMBER_SPELLING.number.test(t) ? Number(t) : t;
      // An id may take ten digits (shared/ids.ts); the schema's bounds refuse what is too large.
      else out[name] = NUMBER_SPELLING.integer.test(t) || NUMBER_SPELLING.id.test(t) ? Number(t) : t;
    } else out[name] = text;
  }
  return out;
}

/** The file part `field` of this request's multipart body, if it sent one. */
export function uploadedFile(req: FastifyRequest, field: string): UploadedFile | undefined {
  return req.uploads?.find((f) => f.field === field);
}

/** The schema's field errors of this request ({} when it is valid): for routes with `config.collectErrors`. */
export function fieldErrors(req: FastifyRequest): FieldErrors {
  const failure = req.validationError;
  const errors: readonly SchemaError[] | undefined = failure?.validation;
  if (!failure || !errors) return {};
  // In the schema's order of fields (as the form lists them), not Ajv's (missing fields first).
  const part = { body: req.routeOptions.schema?.body, querystring: req.routeOptions.schema?.querystring, params: req.routeOptions.schema?.params }[failure.validationContext];
  const order = Object.keys(propertiesOf(part));
  const place = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.fromEntries(Object.entries(fieldErrorsOf(errors)).sort(([a], [b]) => place(a) - place(b)));
}

/** The route's last preHandler: the unreadable body, else the schema's 400 (unless the route collects them). */
export async function rejectInvalid(req: FastifyRequest): Promise<void> {
  if (req.formError) throw req.formError;
  if (req.validationError && !req.routeOptions.config.collectErrors) throw validationError(fieldErrors(req));
}

/**
 * Request validation by the route schemas (Fastify's Ajv): bodies and query strings decoded into the object the
 * schema validates before Fastify validates it, and the errors answered in the API's shape after the route's own
 * preHandlers (authentication and the cross-site token answer first, as before). Register before the routes, after
 * the rate limiter (its preHandler, for login, runs before the answer too).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('uploads', null);
    app.decorateRequest('formError', null);
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema;
      if (!schema?.body && !schema?.querystring && !schema?.params) return;
      route.attachValidation = true;
      route.preHandler = [...[route.preHandler ?? []].flat(), rejectInvalid];
    });
    app.addHook('preValidation', async (req) => {
      const schema = req.routeOptions.schema;
      if (!schema?.body && !schema?.querystring) return;
      req.uploads = [];
      req.formError = null;
      if (schema.body) {
        try {
          req.body = decode(schema.body, req.isMultipart() ? await fromMultipart(req) : fromObject(req.body));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          req.formError = err;
          req.body = {};
        }
      }
      if (schema.querystring) req.query = decode(schema.querystring, fromObject(req.query));
    });
  },
  { name: 'forms' },
);
