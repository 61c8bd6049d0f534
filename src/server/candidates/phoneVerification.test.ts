import type { MarketCode } from '../../shared/markets';
import { PHONE_MESSAGES } from '../../shared/phoneMessages';
import { bearer, form, newCandidate, marketCity, startTestApp, type TestServer } from '../testing/testApp';
import { PHONE_CODES_PER_HOUR } from './phoneRoutes';

/**
 * Issue 33: a phone number receives WhatsApp alerts only after its owner typed back a code sent to it on WhatsApp —
 * in every market's numbers.
 */
jest.setTimeout(120_000);
let app: TestServer;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const cityOf = (code: MarketCode) => marketCity(app, code);

const profileOf = async (access: string) => (await app.inject({ url: '/v1/candidates/my_profile', headers: bearer(access) })).json().data;
const sendCode = (access: string) => app.inject({ method: 'POST', url: '/v1/candidates/phone/send_code', headers: bearer(access), payload: form({}) });
const verify = (access: string, otp: string) => app.inject({ method: 'POST', url: '/v1/candidates/phone/verify', headers: bearer(access), payload: form({ otp }) });

/** The newest WhatsApp code message of a candidate: its recipient and its code. */
async function lastCode(candidateId: number): Promise<{ to: string; code: string }> {
  const [m] = await app.app.db.query<{ recipient: string; text_body: string }>(
    `SELECT recipient, text_body FROM outbox WHERE channel = 'whatsapp' AND subject = 'Verification code' AND candidate_id = $1 ORDER BY id DESC LIMIT 1`,
    [candidateId],
  );
  return { to: m.recipient, code: /\b(\d{6})\b/.exec(m.text_body)![1] };
}

const PEOPLE: { code: MarketCode; typed: string; e164: string; international: string }[] = [
  { code: 'IN', typed: '98765 43210', e164: '+919876543210', international: '+91 98765 43210' },
  { code: 'PH', typed: '0917 123 4567', e164: '+639171234567', international: '+63 917 123 4567' },
  { code: 'MY', typed: '012-345 6789', e164: '+60123456789', international: '+60 12 345 6789' },
  { code: 'SG', typed: '8123 4567', e164: '+6581234567', international: '+65 8123 4567' },
  { code: 'AE', typed: '050 123 4567', e164: '+971501234567', international: '+971 50 123 4567' },
  { code: 'SA', typed: '051 234 5678', e164: '+966512345678', international: '+966 51 234 5678' },
];

describe('verifying a number for WhatsApp alerts (issue 33)', () => {
  it.each(PEOPLE)('$code: the code goes to the number on WhatsApp, and typed back it verifies it', async ({ code, typed, e164, international }) => {
    const place = await cityOf(code);
    const c = await newCandidate(app, { country: String(place.country), current_location: String(place.city), phone_number_code: undefined, phone_number: typed, locations: [String(place.city)], new_locations: [] });
    const before = await profileOf(c.access);
    expect(before.phone_verified).toBe(false);
    const sent = await sendCode(c.access);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(PHONE_MESSAGES.sent(international));
    const { to, code: otp } = await lastCode(before.id);
    expect(to).toBe(e164);
    const wrong = await verify(c.access, otp === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.otp[0]).toMatch(/Invalid OTP/);
    const ok = await verify(c.access, otp);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(PHONE_MESSAGES.verified(international));
    expect((await profileOf(c.access)).phone_verified).toBe(true);
    // Asking again says so instead of sending another code.
    expect((await sendCode(c.access)).json().message).toBe(PHONE_MESSAGES.alreadyVerified(international));
  });

  it('a changed number is unverified, and a code sent to the old one cannot verify it', async () => {
    const c = await newCandidate(app, { phone_number_code: '+91', phone_number: '9876512345' });
    const p = await profileOf(c.access);
    await sendCode(c.access);
    const old = await lastCode(p.id);
    const personal = {
      first_name: p.first_name, last_name: p.last_name, date_of_birth: p.date_of_birth, country: String(p.country.id),
      current_location: String(p.current_location.id), phone_number_code: '+91', phone_number: '9876598765',
    };
    expect((await app.inject({ method: 'POST', url: '/v1/candidates/update/personal_info', headers: bearer(c.access), payload: form(personal) })).statusCode).toBe(200);
    const late = await verify(c.access, old.code);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.json().errors.otp).toHaveLength(1);
    expect((await profileOf(c.access)).phone_verified).toBe(false);
    // Verified, then changed: unverified again.
    await sendCode(c.access);
    expect((await verify(c.access, (await lastCode(p.id)).code)).statusCode).toBe(200);
    expect((await profileOf(c.access)).phone_verified).toBe(true);
    await app.inject({ method: 'POST', url: '/v1/candidates/update/personal_info', headers: bearer(c.access), payload: form({ ...personal, phone_number: '9876511111' }) });
    expect((await profileOf(c.access)).phone_verified).toBe(false);
  });

  it('refuses without a usable number, a malformed code, a visitor, and more than the hourly codes', async () => {
    const c = await newCandidate(app, { phone_number_code: '+91', phone_number: '9876522222' });
    const p = await profileOf(c.access);
    expect((await app.inject({ method: 'POST', url: '/v1/candidates/phone/send_code', payload: form({}) })).statusCode).toBe(401);
    const malformed = await verify(c.access, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.otp).toEqual(['Enter the 6-digit code.']);
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i += 1) expect((await sendCode(c.access)).statusCode).toBe(200);
    const over = await sendCode(c.access);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(PHONE_MESSAGES.tooMany);
    await app.app.db.query(`UPDATE candidates SET phone_check = 'invalid' WHERE id = $1`, [p.id]);
    const unusable = await sendCode(c.access);
    expect(unusable.statusCode).toBe(400);
    expect(unusable.json().errors.phone_number).toEqual([PHONE_MESSAGES.noNumber]);
  });
});
