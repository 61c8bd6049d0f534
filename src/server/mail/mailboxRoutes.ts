import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { escapeHtml } from '../lib/text';
import { refuseForeignHost, type LocalNames } from './localHost';
import { findOutboxMessage, listOutbox, toOutboxMessage } from './outbox';
import type { OutboxRow } from './printMessage';

/** Where the local mailbox lives (the start-up banner and each printed message name it). */
export const MAILBOX_PATH = '/dev/mailbox';

interface Opts {
  db: Queryable;
  /** config.mailbox: on only without SMTP on a loopback address, or when MAILBOX=on. */
  enabled: boolean;
  mailFrom: string;
  /** The names besides loopback ones a request may address (HOST, PUBLIC_URL): others answer 421 (issue 33). */
  names: LocalNames;
}

const notFound = { status: 'error', message: 'Not found.', detail: 'Not found.' };

/**
 * The mailbox answers only direct local requests: a request whose Host is not ours (DNS rebinding) gets 421, and one
 * relayed by a proxy (which may bring it from anywhere) is refused like any unknown path, so putting a reverse proxy
 * in front never publishes the codes it holds.
 */
function refuse(req: FastifyRequest, reply: FastifyReply, names: LocalNames): boolean {
  if (refuseForeignHost(req, reply, names)) return true;
  if (req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined) return false;
  void reply.status(404).send(notFound);
  return true;
}

const CODE = /\b(\d{6})\b/;

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #f6f7fb; }
  header, main { max-width: 1100px; margin: 0 auto; padding: 16px; }
  header { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; }
  h1 { font-size: 1.5rem; margin: 0; }
  a { color: #0b57d0; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  caption { text-align: left; padding: 8px 0; color: #44474f; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #dde1ea; vertical-align: top; overflow-wrap: anywhere; }
  th { white-space: nowrap; }
  code, .code { font: 600 1.05rem ui-monospace, monospace; letter-spacing: .05em; white-space: nowrap; overflow-wrap: normal; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 16px; border: 1px solid #dde1ea; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 480px; border: 1px solid #dde1ea; background: #fff; }
  form { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
  input { font: inherit; padding: 4px 8px; }
  button { font: inherit; padding: 4px 12px; }
  @media (max-width: 600px) { .when, .channel { display: none; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · VeriJobs local mailbox</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

function when(value: Date | string): string {
  return new Date(value).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
}

function listPage(rows: OutboxRow[], to: string): string {
  const items = rows
    .map((r) => {
      const code = CODE.exec(r.text_body)?.[1];
      return `<tr>
  <td class="when">${escapeHtml(when(r.created_at))}</td>
  <td class="channel">${r.channel === 'whatsapp' ? 'WhatsApp' : 'Email'}</td>
  <td>${escapeHtml(r.recipient)}</td>
  <td><a href="${MAILBOX_PATH}/${r.id}">${escapeHtml(r.subject)}</a></td>
  <td>${code ? `<span class="code">${code}</span>` : ''}</td>
</tr>`;
    })
    .join('\n');
  const table = rows.length
    ? `<table><caption>${rows.length} message${rows.length === 1 ? '' : 's'}, newest first${to ? ` to ${escapeHtml(to)}` : ''}</caption>
<thead><tr><th scope="col" class="when">Received</th><th scope="col" class="channel">Channel</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Code</th></tr></thead>
<tbody>${items}</tbody></table>`
    : `<p>No messages yet${to ? ` to ${escapeHtml(to)}` : ''}. Codes and alerts the product sends appear here.</p>`;
  return page(
    'Messages',
    `<header><h1>Local mailbox</h1><p>Messages this server would send (no SMTP is configured). <a href="${MAILBOX_PATH}${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a></p></header>
<main>
<form method="get" action="${MAILBOX_PATH}" role="search"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to)}" autocomplete="off"><button type="submit">Show</button>${to ? ` <a href="${MAILBOX_PATH}">All messages</a>` : ''}</form>
${table}
</main>`,
  );
}

function messagePage(r: OutboxRow, mailFrom: string): string {
  // The HTML version renders in a sandboxed frame (no scripts, no forms, an opaque origin): employer or user text
  // inside a message can never run on this origin.
  const html = r.html_body
    ? `<h2>HTML version</h2><iframe title="HTML version of the message" sandbox="" referrerpolicy="no-referrer" srcdoc="${escapeHtml(r.html_body)}"></iframe>`
    : '';
  return page(
    r.subject,
    `<header><p><a href="${MAILBOX_PATH}">← All messages</a></p></header>
<main>
<h1>${escapeHtml(r.subject)}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(r.channel === 'whatsapp' ? 'VeriJobs on WhatsApp' : mailFrom)}</dd>
  <dt>To</dt><dd>${escapeHtml(r.recipient)}</dd>
  <dt>Channel</dt><dd>${r.channel === 'whatsapp' ? 'WhatsApp' : 'Email'}</dd>
  <dt>Received</dt><dd>${escapeHtml(when(r.created_at))}</dd>
</dl>
<h2>Text</h2>
<pre>${escapeHtml(r.text_body)}</pre>
${html}
</main>`,
  );
}

const listQuery = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 254 } },
  additionalProperties: false,
} as const;

/**
 * The local mailbox (issue 20): every message the product would have sent, newest first, each readable, for a
 * person trying the product without SMTP. Off, every path under it answers 404 like an unknown API path (never the
 * app shell), so it cannot be mistaken for a page that exists.
 */
export default async function mailboxRoutes(app: FastifyInstance, { db, enabled, mailFrom, names }: Opts): Promise<void> {
  if (!enabled) {
    const off = async (_req: FastifyRequest, reply: FastifyReply) => reply.status(404).send(notFound);
    // A schema like every route's, with nothing to validate (any query string or path answers the same 404) and left
    // out of the API reference: it documents no page.
    const offRoute = { schema: { hide: true, summary: 'The local mailbox is off: 404 like an unknown path' } };
    app.get(MAILBOX_PATH, offRoute, off);
    app.get(`${MAILBOX_PATH}/*`, offRoute, off);
    return;
  }
  const headers = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');

  app.get<{ Querystring: { to?: string } }>(MAILBOX_PATH, { schema: { querystring: listQuery } }, async (req, reply) => {
    if (refuse(req, reply, names)) return reply;
    const to = (req.query.to ?? '').trim();
    headers(reply).type('text/html; charset=utf-8');
    return listPage(await listOutbox(db, to, 100), to);
  });

  app.get<{ Querystring: { to?: string } }>(`${MAILBOX_PATH}/messages.json`, { schema: { querystring: listQuery } }, async (req, reply) => {
    if (refuse(req, reply, names)) return reply;
    headers(reply);
    return { results: (await listOutbox(db, (req.query.to ?? '').trim(), 100)).map(toOutboxMessage) };
  });

  app.get<{ Params: { id: string } }>(
    `${MAILBOX_PATH}/:id`,
    { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } }, required: ['id'] } } },
    async (req, reply) => {
      if (refuse(req, reply, names)) return reply;
      const row = await findOutboxMessage(db, Number(req.params.id));
      if (!row) return reply.status(404).send(notFound);
      headers(reply).type('text/html; charset=utf-8');
      return messagePage(row, mailFrom);
    },
  );
}
