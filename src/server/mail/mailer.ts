import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client';
import type { OutboxRow } from './printMessage';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  channel?: 'email' | 'whatsapp';
  /**
   * The candidate the message is for (issue 33: messages belong to accounts). Omitted, an e-mail belongs to the account
   * of its address (unique); a WhatsApp message to nobody, since two accounts may hold one number.
   */
  owner?: number | null;
}

interface Transport {
  sendMail(msg: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
  close?(): void;
}

/**
 * The outbox rows of candidate $1 (issue 33): those it owns, and a row without an owner (queued before messages
 * carried one) addressed to one of its addresses $2 (lower case) only when no other candidate has that address, so
 * a phone number two accounts share never hands one account the other's messages.
 */
const OWNED = `(o.candidate_id = $1 OR (o.candidate_id IS NULL AND lower(o.recipient) = ANY($2::text[]) AND NOT EXISTS (
  SELECT 1 FROM candidates c WHERE c.id <> $1
    AND (lower(c.email) = lower(o.recipient) OR (c.phone_number <> '' AND c.phone_number_code || c.phone_number = o.recipient)))))`;
const lowered = (recipients: (string | null)[]) => recipients.filter((r): r is string => !!r).map((r) => r.toLowerCase());

/**
 * Mail (and WhatsApp) delivery: every message goes to the outbox table and a log line; with SMTP_URL email is
 * also sent through nodemailer. WhatsApp has only the outbox implementation for now (decisions.md §1). Without
 * SMTP, `echo` (when given) shows each message in full once its transaction has committed: the server prints it,
 * so a person trying the product locally sees the codes and links it sends.
 */
export class Mailer {
  private transport: Transport | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    private readonly smtpUrl: string | null,
    private readonly echo: ((msg: OutboxRow) => void) | null = null,
  ) {}

  private async getTransport(): Promise<Transport | null> {
    if (!this.smtpUrl) return null;
    if (!this.transport) {
      const nodemailer = await import('nodemailer');
      this.transport = nodemailer.createTransport(this.smtpUrl) as unknown as Transport;
    }
    return this.transport;
  }

  /**
   * Puts a message in the outbox through `q` (a transaction, so it commits with the rest of the work) and returns
   * its id; call flush() after the commit to hand email to SMTP.
   */
  async queue(q: Queryable, msg: MailMessage): Promise<number> {
    const channel = msg.channel ?? 'email';
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO outbox (channel, recipient, subject, text_body, html_body, candidate_id)
       VALUES ($1::text, $2::text, $3, $4, $5,
         COALESCE($6::int, CASE WHEN $1::text = 'email' THEN (SELECT id FROM candidates WHERE lower(email) = lower($2::text)) END))
       RETURNING id`,
      [channel, msg.to, msg.subject, msg.text, msg.html ?? null, msg.owner ?? null],
    );
    this.log.info({ outbox: row.id, channel, to: msg.to, subject: msg.subject }, 'message queued in outbox');
    return row.id;
  }

  /** Deletes every outbox message of this account (its deletion; `recipients`: its e-mail and phone, see OWNED). */
  async forget(q: Queryable, owner: number, recipients: string[]): Promise<number> {
    const rows = await q.query(`DELETE FROM outbox o WHERE ${OWNED} RETURNING id`, [owner, lowered(recipients)]);
    return rows.length;
  }

  /** This account's messages, newest first (its data export; `recipients`: its e-mail and phone, see OWNED). */
  async addressedTo(q: Queryable, owner: number, recipients: string[], limit = 500): Promise<{ channel: string; subject: string; created_at: string }[]> {
    const rows = await q.query<{ channel: string; subject: string; created_at: Date }>(
      `SELECT channel, subject, created_at FROM outbox o WHERE ${OWNED} ORDER BY id DESC LIMIT $3`,
      [owner, lowered(recipients), limit],
    );
    return rows.map((r) => ({ channel: r.channel, subject: r.subject, created_at: new Date(r.created_at).toISOString() }));
  }

  /** Delivers queued messages: email through SMTP when SMTP_URL is set, else each one shown through `echo`. */
  async flush(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const transport = await this.getTransport();
    if (!transport && !this.echo) return;
    const rows = await this.db.query<OutboxRow & { sent: boolean }>(
      'SELECT id, channel, recipient, subject, text_body, html_body, created_at, sent FROM outbox WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    for (const r of rows) {
      if (!transport) {
        this.echo?.(r);
        continue;
      }
      if (r.channel !== 'email' || r.sent) continue;
      try {
        await transport.sendMail({ from: this.from, to: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body ?? undefined });
        await this.db.query('UPDATE outbox SET sent = true WHERE id = $1', [r.id]);
      } catch (err) {
        this.log.error({ err: (err as Error).message, outbox: r.id }, 'SMTP delivery failed; the message stays in the outbox');
      }
    }
  }

  /** Queues and delivers one message outside any transaction. */
  async send(msg: MailMessage): Promise<void> {
    await this.flush([await this.queue(this.db, msg)]);
  }

  private readonly later = new Set<Promise<void>>();

  /**
   * Runs mail work after the current answer has gone (forgot-password and resend answer alike for unknown addresses,
   * issue 19). Failures are logged; idle() waits for what is still running.
   */
  sendAfterReply(work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.log.error({ err }, 'mail after the answer failed'))
      .finally(() => this.later.delete(task));
    this.later.add(task);
  }

  /** Resolves when no mail work started by sendAfterReply is running (the dev outbox and shutdown wait for it). */
  async idle(): Promise<void> {
    while (this.later.size) await Promise.all([...this.later]);
  }

  close(): void {
    this.transport?.close?.();
  }
}
