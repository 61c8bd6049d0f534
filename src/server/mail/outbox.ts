import type { OutboxMessage } from '../../shared/apiTypes';
import type { Queryable } from '../db/client';
import type { OutboxRow } from './printMessage';

const COLUMNS = 'id, channel, recipient, subject, text_body, html_body, created_at';

/** The newest messages first, optionally only those to one recipient (case-insensitive). */
export async function listOutbox(db: Queryable, to: string, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT ${COLUMNS} FROM outbox WHERE $1::text = '' OR lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2`,
    [to, limit],
  );
}

export async function findOutboxMessage(db: Queryable, id: number): Promise<OutboxRow | null> {
  const [row] = await db.query<OutboxRow>(`SELECT ${COLUMNS} FROM outbox WHERE id = $1`, [id]);
  return row ?? null;
}

/** The JSON shape of a message (GET /v1/dev/outbox, /dev/mailbox/messages.json). */
export function toOutboxMessage(r: OutboxRow): OutboxMessage {
  return {
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    created_at: new Date(r.created_at).toISOString(),
  };
}
