import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { DIGEST_MIN_SCORE, rankJobs, smartMatchProfile, type Match } from './matching';
import { escapeHtml } from '../lib/text';
import type { ExchangeRateTable } from '../../shared/exchangeRates';
import { salaryLineText, sourceLineWithCheck } from '../../shared/listingLines';
import { ExchangeRates } from '../trust/exchangeRates';
import {
  addFeaturedJobs,
  claimDelivery,
  completeDelivery,
  digestJobRows,
  digestSmartMatch,
  recordSentJobs,
  scheduledSmartMatches,
  unpausedSmartMatchIds,
  type DigestJobRow,
  type DigestSmartMatch,
} from './alertRepository';

/**
 * SmartMatch alerts (issue 10): the daily digest of each Smart Match at its alert time in its city's time zone,
 * exactly once per local day (a unique key in the database, claimed in the same transaction that records the
 * digest), by email, WhatsApp and on the dashboard. See docs/alerts.md.
 */

/** Local alert hours. */
export const ALERT_HOURS = { morning: 8, afternoon: 13, evening: 18 } as const;
export type AlertTime = keyof typeof ALERT_HOURS;

/** Time zone of each country of the market (by ISO code); cities follow their country. */
export const TIME_ZONES: Record<string, string> = {
  IN: 'Asia/Kolkata', PH: 'Asia/Manila', MY: 'Asia/Kuala_Lumpur', SG: 'Asia/Singapore', AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh', QA: 'Asia/Qatar', KW: 'Asia/Kuwait', OM: 'Asia/Muscat', BH: 'Asia/Bahrain',
};
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** At most this many jobs per digest; jobs older than DIGEST_LOOKBACK_DAYS are not "new". */
export const DIGEST_MAX_JOBS = 10;
export const DIGEST_LOOKBACK_DAYS = 30;
/** WhatsApp allows 4,096 characters per text message; digests stay well inside it. */
export const WHATSAPP_MAX_CHARS = 1000;

/** Local calendar date (YYYY-MM-DD) and hour/minute of an instant in a time zone. */
export function localParts(at: Date, timeZone: string): { date: string; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')), minute: Number(get('minute')) };
}

/** The instant of a local date and hour in a time zone. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  // Offset of the zone at that time (the market's zones have no daylight saving; this also handles those that do).
  const local = localParts(guess, timeZone);
  const asUtc = Date.UTC(Number(local.date.slice(0, 4)), Number(local.date.slice(5, 7)) - 1, Number(local.date.slice(8, 10)), local.hour, local.minute);
  return new Date(guess.getTime() - (asUtc - guess.getTime()));
}

/** The latest alert slot at or before `now`: the local date it belongs to and its instant. */
export function latestSlot(now: Date, timeZone: string, alertTime: AlertTime): { slot: string; at: Date } {
  const hour = ALERT_HOURS[alertTime] ?? ALERT_HOURS.evening;
  const today = localParts(now, timeZone).date;
  const todayAt = zonedInstant(today, hour, timeZone);
  if (todayAt.getTime() <= now.getTime()) return { slot: today, at: todayAt };
  const yesterday = localParts(new Date(todayAt.getTime() - 24 * 3600 * 1000), timeZone).date;
  return { slot: yesterday, at: zonedInstant(yesterday, hour, timeZone) };
}

/** The signature of a Smart Match's one-click pause link (HMAC-SHA256 with the server secret). */
export function pauseSignature(secret: string, smartmatchId: number): string {
  return crypto.createHmac('sha256', secret).update(`smartmatch-pause:${smartmatchId}`).digest('base64url');
}
export function verifyPauseSignature(secret: string, smartmatchId: number, signature: string): boolean {
  const expected = Buffer.from(pauseSignature(secret, smartmatchId));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
export function pauseUrl(publicUrl: string, secret: string, smartmatchId: number): string {
  return `${publicUrl}/v1/alerts/pause/${smartmatchId}?sig=${pauseSignature(secret, smartmatchId)}`;
}

/** WhatsApp delivery: an interface whose default implementation writes to the outbox (decisions.md §1). */
export interface WhatsAppSender {
  /** `owner`: the candidate the message is for (issue 33: messages belong to accounts, not to a phone number). */
  send(q: Queryable, to: string, text: string, owner?: number): Promise<number | null>;
}
export class OutboxWhatsApp implements WhatsAppSender {
  constructor(private readonly mailer: Mailer) {}
  async send(q: Queryable, to: string, text: string, owner?: number): Promise<number> {
    return this.mailer.queue(q, { channel: 'whatsapp', to, subject: 'SmartMatch alert', text, owner });
  }
}

export interface DeliveryResult {
  smartmatchId: number;
  slot: string;
  status: 'sent' | 'empty' | 'skipped' | 'paused';
  jobs: number;
  channels: string[];
}

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  whatsapp?: WhatsAppSender;
  secret: string;
  publicUrl: () => string;
  log?: FastifyBaseLogger;
  /** The clock (tests inject a fixed one). */
  clock?: () => Date;
  /** Test hook: runs inside a digest's transaction just before it commits (throw to simulate a crash). */
  beforeCommit?: (smartmatchId: number) => void | Promise<void>;
}

/** A job of a digest and why it was picked. */
interface DigestJob extends DigestJobRow {
  reason: string;
}

/** What the digest tells about the reader and when: the "≈" figures' currency and rates, the "checked …" day. */
interface DigestContext {
  currency: string | null;
  period: 'month' | 'year' | null;
  rates: ExchangeRateTable;
  now: number;
}

/**
 * "AED 8,000–10,000 / month · ≈ INR 1.9–2.4 L / month" and "Verified from acme.example careers · checked 2 days ago"
 * (issue 17), worded as on the job cards (shared/listingLines.ts).
 */
function digestLines(j: DigestJob, ctx: DigestContext): [string, string | null] {
  const salary = j.salary_currency && j.salary_period
    ? { min: j.salary_min === null ? null : Number(j.salary_min), max: j.salary_max === null ? null : Number(j.salary_max), currency: j.salary_currency, period: j.salary_period }
    : null;
  const source = sourceLineWithCheck({ type: j.source_type, domain: j.source_domain, verified: j.verified, verified_at: j.verified_at }, ctx.now);
  return [salaryLineText(salary, ctx.currency, ctx.rates, ctx.period), source];
}

/** Digest and scheduler. One instance per process; any number of processes may share the database. */
export class AlertService {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<DeliveryResult[]> | null = null;
  readonly whatsapp: WhatsAppSender;
  /** The database's dated rate table, as the API's "≈" figures read it. */
  private readonly rates: ExchangeRates;

  constructor(private readonly deps: AlertDeps) {
    this.whatsapp = deps.whatsapp ?? new OutboxWhatsApp(deps.mailer);
    this.rates = new ExchangeRates(deps.db);
  }

  now(): Date {
    return this.deps.clock ? this.deps.clock() : new Date();
  }

  /** Time zone of a Smart Match (its city's country). */
  static timeZoneOf(iso2: string | null): string {
    return (iso2 && TIME_ZONES[iso2]) || DEFAULT_TIME_ZONE;
  }

  /**
   * Delivers what is due at `now`: for every active Smart Match, the latest slot (today's alert time if passed,
   * else yesterday's — so a late start catches up) unless it was delivered already or lies before the Smart Match
   * existed. Safe to run concurrently in several processes.
   */
  async tick(now = this.now()): Promise<DeliveryResult[]> {
    const rows = await scheduledSmartMatches(this.deps.db);
    const out: DeliveryResult[] = [];
    for (const r of rows) {
      const { slot, at } = latestSlot(now, AlertService.timeZoneOf(r.iso2), r.alert_time);
      if (at.getTime() < new Date(r.created_at).getTime()) continue;
      if (r.slot_dates.includes(slot)) continue;
      const result = await this.deliver(r.id, slot, at, now);
      if (result.status !== 'skipped') out.push(result);
    }
    return out;
  }

  /** Delivers immediately (operations and tests): a slot of its own, still only jobs not sent before. */
  async runNow(smartmatchId: number | null = null, now = this.now()): Promise<DeliveryResult[]> {
    const ids = smartmatchId ? [smartmatchId] : await unpausedSmartMatchIds(this.deps.db);
    const out: DeliveryResult[] = [];
    for (const id of ids) out.push(await this.deliver(id, `now:${now.toISOString()}`, now, now));
    return out;
  }

  /**
   * One digest, in one transaction: lock the Smart Match, claim (smartmatch, slot) — a second claimer finds the row
   * and skips —, pick the new matches, record them as sent, queue the email and WhatsApp message in the outbox and
   * the dashboard rows. A crash before the commit leaves nothing behind, so the next run delivers it once.
   */
  async deliver(smartmatchId: number, slot: string, scheduledFor: Date, now: Date): Promise<DeliveryResult> {
    const base = { smartmatchId, slot, jobs: 0, channels: [] as string[] };
    const queued: number[] = [];
    // Read before the transaction: on PGlite a query outside it would wait for it to end (one connection).
    const rates = await this.rates.current();
    const result = await this.deps.db.transaction(async (tx): Promise<DeliveryResult> => {
      const sm = await digestSmartMatch(tx, smartmatchId, true);
      if (!sm) return { ...base, status: 'skipped' };
      if (sm.paused) return { ...base, status: 'paused' };
      if (!(await claimDelivery(tx, smartmatchId, slot, scheduledFor, now))) return { ...base, status: 'skipped' };
      const profile = await smartMatchProfile(tx, smartmatchId);
      const matches: Match[] = profile
        ? await rankJobs(tx, [profile], {
            now,
            minScore: DIGEST_MIN_SCORE,
            limit: DIGEST_MAX_JOBS,
            notSentTo: smartmatchId,
            postedSince: new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * 86400000),
          })
        : [];
      if (!matches.length) {
        await this.deps.beforeCommit?.(smartmatchId);
        return { ...base, status: 'empty' };
      }
      await recordSentJobs(tx, smartmatchId, matches, now);
      const jobs = await this.digestJobs(tx, matches);
      const period = sm.salary_period === 'month' || sm.salary_period === 'year' ? sm.salary_period : null;
      const ctx: DigestContext = { currency: sm.currency, period, rates, now: now.getTime() };
      const channels: string[] = [];
      if (sm.pref_dashboard) {
        await addFeaturedJobs(tx, sm.candidate_id, smartmatchId, matches, now);
        channels.push('dashboard');
      }
      if (sm.pref_email) {
        queued.push(await this.deps.mailer.queue(tx, { ...this.emailFor(sm, jobs, ctx), owner: sm.candidate_id }));
        channels.push('email');
      }
      if (sm.pref_whatsapp && sm.phone_number) {
        // Its outbox id too: flush() prints it when no SMTP is configured, like the email (issue 20).
        const id = await this.whatsapp.send(tx, `${sm.phone_number_code}${sm.phone_number}`, this.whatsappFor(sm, jobs, ctx), sm.candidate_id);
        if (id !== null) queued.push(id);
        channels.push('whatsapp');
      }
      await completeDelivery(tx, smartmatchId, slot, jobs.length, channels);
      await this.deps.beforeCommit?.(smartmatchId);
      return { ...base, status: 'sent', jobs: jobs.length, channels };
    });
    if (queued.length) await this.deps.mailer.flush(queued);
    if (result.status === 'sent') this.deps.log?.info({ smartmatch: smartmatchId, slot, jobs: result.jobs, channels: result.channels }, 'SmartMatch digest delivered');
    return result;
  }

  private async digestJobs(q: Queryable, matches: Match[]): Promise<DigestJob[]> {
    const rows = await digestJobRows(q, matches.map((m) => m.job_id));
    return matches.flatMap((m) => {
      const r = rows.find((x) => x.id === m.job_id);
      return r ? [{ ...r, reason: m.reason }] : [];
    });
  }

  private jobUrl(id: number): string {
    return `${this.deps.publicUrl()}/jobs/${id}`;
  }

  emailFor(sm: DigestSmartMatch, jobs: DigestJob[], ctx: DigestContext): { to: string; subject: string; text: string; html: string } {
    const pause = pauseUrl(this.deps.publicUrl(), this.deps.secret, sm.id);
    const subject = `${jobs.length} new ${jobs.length === 1 ? 'job' : 'jobs'} for your Smart Match "${sm.name}"`;
    const text = [
      `Hello ${sm.first_name},`,
      '',
      `Your Smart Match "${sm.name}" found ${jobs.length} new ${jobs.length === 1 ? 'job' : 'jobs'}:`,
      '',
      ...jobs.flatMap((j, i) => {
        const [salary, source] = digestLines(j, ctx);
        return [`${i + 1}. ${j.title} — ${j.company}, ${j.city}, ${j.country}`, `   ${salary}`, ...(source ? [`   ${source}`] : []), `   Why: ${j.reason}`, `   ${this.jobUrl(j.id)}`, ''];
      }),
      `Pause these alerts with one click: ${pause}`,
      '',
      'VeriJobs SmartMatch',
    ].join('\n');
    const items = jobs
      .map((j) => {
        const [salary, source] = digestLines(j, ctx);
        return `<li style="margin-bottom:12px"><a href="${escapeHtml(this.jobUrl(j.id))}"><strong>${escapeHtml(j.title)}</strong></a><br>` +
          `${escapeHtml(j.company)} · ${escapeHtml(j.city)}, ${escapeHtml(j.country)}<br>${escapeHtml(salary)}<br>` +
          `${source ? `<small>${escapeHtml(source)}</small><br>` : ''}<small>Why: ${escapeHtml(j.reason)}</small></li>`;
      })
      .join('');
    const html =
      `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#222">` +
      `<p>Hello ${escapeHtml(sm.first_name)},</p><p>Your Smart Match <strong>${escapeHtml(sm.name)}</strong> found ${jobs.length} new ` +
      `${jobs.length === 1 ? 'job' : 'jobs'}:</p><ol>${items}</ol>` +
      `<p><a href="${escapeHtml(pause)}">Pause these alerts</a> (one click, no login needed).</p><p>VeriJobs SmartMatch</p></body></html>`;
    return { to: sm.email, subject, text, html };
  }

  /** A short WhatsApp text: the top jobs with their salary and source lines and links, within WHATSAPP_MAX_CHARS. */
  whatsappFor(sm: DigestSmartMatch, jobs: DigestJob[], ctx: DigestContext): string {
    const head = `VeriJobs: ${jobs.length} new ${jobs.length === 1 ? 'job' : 'jobs'} for "${sm.name}"`;
    const tail = `Pause: ${pauseUrl(this.deps.publicUrl(), this.deps.secret, sm.id)}`;
    let text = head;
    let shown = 0;
    for (const j of jobs.slice(0, 3)) {
      const [salary, source] = digestLines(j, ctx);
      const line = `\n• ${j.title}, ${j.company} (${j.city})\n  ${salary}${source ? `\n  ${source}` : ''}\n  ${this.jobUrl(j.id)}`;
      if (text.length + line.length + tail.length + 40 > WHATSAPP_MAX_CHARS) break;
      text += line;
      shown++;
    }
    if (jobs.length > shown) text += `\n…and ${jobs.length - shown} more in your dashboard`;
    text += `\n${tail}`;
    return text.slice(0, WHATSAPP_MAX_CHARS);
  }

  /** Runs tick() now and every intervalMs (default a minute); ticks never overlap within this process. */
  start(intervalMs = 60_000): void {
    if (this.timer) return;
    const run = () => {
      if (this.running) return;
      this.running = this.tick()
        .catch((err: unknown) => {
          this.deps.log?.error({ err: (err as Error).message }, 'SmartMatch scheduler tick failed');
          return [];
        })
        .finally(() => {
          this.running = null;
        });
    };
    run();
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
