import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  channel?: 'email' | 'whatsapp';
}

interface Transport {
  sendMail(msg: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
  close?(): void;
}

/**
 * Mail (and WhatsApp) delivery: every message goes to the outbox table and a log line; with SMTP_URL email is
 * also sent through nodemailer. WhatsApp has only the outbox implementation for now (decisions.md §1).
 */
export class Mailer {
  private transport: Transport | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    private readonly smtpUrl: string | null,
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
      'INSERT INTO outbox (channel, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [channel, msg.to, msg.subject, msg.text, msg.html ?? null],
    );
    this.log.info({ outbox: row.id, channel, to: msg.to, subject: msg.subject }, 'message queued in outbox');
    return row.id;
  }

  /** Sends queued, unsent email rows through SMTP when SMTP_URL is set (no-op otherwise). */
  async flush(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const transport = await this.getTransport();
    if (!transport) return;
    const rows = await this.db.query<{ id: number; recipient: string; subject: string; text_body: string; html_body: string | null }>(
      `SELECT id, recipient, subject, text_body, html_body FROM outbox WHERE id = ANY($1::int[]) AND channel = 'email' AND NOT sent`,
      [ids],
    );
    for (const r of rows) {
      try {
        await transport.sendMail({ from: this.from, to: r.recipient, subject: r.subject, text: r.text_body, html: r.html_body ?? undefined });
        await this.db.query('UPDATE outbox SET sent = true WHERE id = $1', [r.id]);
      } catch (err) {
        this.log.error({ err: (err as Error).message, outbox: r.id }, 'SMTP delivery failed; the message stays in the outbox');
      }
    }
  }

  async send(msg: MailMessage): Promise<void> {
    const channel = msg.channel ?? 'email';
    const [row] = await this.db.query<{ id: number }>(
      'INSERT INTO outbox (channel, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [channel, msg.to, msg.subject, msg.text, msg.html ?? null],
    );
    this.log.info({ outbox: row.id, channel, to: msg.to, subject: msg.subject }, 'message queued in outbox');
    if (channel !== 'email') return;
    const transport = await this.getTransport();
    if (!transport) return;
    try {
      await transport.sendMail({ from: this.from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html });
      await this.db.query('UPDATE outbox SET sent = true WHERE id = $1', [row.id]);
    } catch (err) {
      this.log.error({ err: (err as Error).message, outbox: row.id }, 'SMTP delivery failed; the message stays in the outbox');
    }
  }

  close(): void {
    this.transport?.close?.();
  }
}
