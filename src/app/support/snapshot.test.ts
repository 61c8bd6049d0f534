import './testing/webCrypto';
import { File as NodeFile } from 'node:buffer';
import { makeStore } from '@/app/store';
import { readTokens, writeTokens, setLoginCookie } from '@/api/tokenStorage';
import { sessionApi } from '@/features/session/sessionApi';
import { candidateApi } from '@/api/candidateApi';
import { profileApi } from '@/api/profileApi';
import { loggedIn } from '@/features/session/sessionSlice';
import { jobSelected } from '@/features/jobs/jobsSlice';
import { registerVerifiedCandidate } from '@/features/jobs/testing/candidate';
import { canonicalJson, readSnapshot, snapshotErrors, takeSnapshot, type SupportSnapshot } from './snapshot';
import { maskEmail, maskPhone } from './redact';

jest.setTimeout(60_000);

const PASSWORD = 'Test@12345';
const OTP = '493817';
const FILE_CONTENT = '%PDF-1.4\n% SECRET-RESUME-CONTENT-7f3a\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

let account: { email: string; access: string; refresh: string };
beforeAll(async () => {
  account = await registerVerifiedCandidate('support-snapshot');
}, 60_000);

/** A candidate's real session: login (password, tokens), an OTP form, a résumé upload and their profile. */
async function candidateSession() {
  const store = makeStore();
  const login = await store.dispatch(sessionApi.endpoints.login.initiate({ email: account.email, password: PASSWORD }));
  expect(login.data).toMatchObject({ status: 'success' });
  const data = login.data as { access: string; refresh: string };
  writeTokens({ access: data.access, refresh: data.refresh }, true);
  setLoginCookie(true);
  store.dispatch(loggedIn());
  // A wrong code: the action (with the OTP typed) is recorded whatever the answer.
  await store.dispatch(sessionApi.endpoints.verifyOtp.initiate({ redirect: 'verify_email/x/', otp: OTP, email: account.email }));
  // Node's File: jsdom's is not the Blob Node's fetch sends (see MyProfilePage.test.tsx).
  const file = new NodeFile([FILE_CONTENT], 'cv.pdf', { type: 'application/pdf' }) as unknown as File;
  const upload = await store.dispatch(candidateApi.endpoints.uploadResume.initiate({ file }));
  expect(upload.error).toBeUndefined();
  await store.dispatch(profileApi.endpoints.getMyProfile.initiate());
  store.dispatch(jobSelected(5));
  return { store, tokens: data };
}

function secretsIn(text: string, tokens: { access: string; refresh: string }) {
  return [PASSWORD, OTP, 'SECRET-RESUME', tokens.access, tokens.refresh, account.access, account.refresh, readTokens()?.access ?? 'x'].filter(
    (s) => text.includes(s),
  );
}

test('a snapshot taken after login and upload holds no token, password, OTP or file content; contact details are masked', async () => {
  const { store, tokens } = await candidateSession();
  const snapshot = await takeSnapshot(store, { includeContact: false });
  const file = JSON.stringify(snapshot, null, 2);

  expect(secretsIn(file, tokens)).toEqual([]);
  expect(file).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  // Contact details masked: neither the email nor the phone number appears.
  expect(file).not.toContain(account.email);
  const profile = store.getState().api.queries['getMyProfile(undefined)']?.data as { phone_number?: string; phone_e164?: string; phone_national?: string; phone_international?: string; email?: string };
  expect(profile.email).toBe(account.email);
  expect(profile.phone_number).toMatch(/\d{6,}/);
  expect(file).not.toContain(profile.phone_number);
  for (const reading of [profile.phone_e164, profile.phone_national, profile.phone_international]) expect(file).not.toContain(reading);

  // What it does contain: the recorded actions with timestamps and endpoint labels, the route and the viewport.
  const labels = snapshot.actions.map((a) => a.label);
  expect(labels).toEqual(expect.arrayContaining(['api/executeMutation/fulfilled (login)', 'api/executeMutation/pending (uploadResume)', 'jobs/jobSelected']));
  expect(snapshot.actions.every((a) => !Number.isNaN(Date.parse(a.at)))).toBe(true);
  expect(snapshot.persisted).toMatchObject({ session: { rememberedPath: null } });
  // The job search is not persisted (blob v3): the URL, recorded as the route, holds it.
  expect(snapshot.persisted).not.toHaveProperty('jobs');
  expect(snapshot.apiCache['getMyProfile(undefined)']).toMatchObject({ endpointName: 'getMyProfile', status: 'fulfilled' });
  expect(snapshot.viewport.width).toBeGreaterThan(0);
  expect(snapshot.route).toBe('/');
  expect(snapshot.app).toEqual({ version: expect.any(String), buildHash: expect.any(String) });
});

test("with 'include my contact details' the email stays, the secrets still do not", async () => {
  const { store, tokens } = await candidateSession();
  const file = JSON.stringify(await takeSnapshot(store, { includeContact: true }));
  expect(file).toContain(account.email);
  expect(secretsIn(file, tokens)).toEqual([]);
});

test('only the last 100 actions are kept, and replay starts from the state before the first of them', async () => {
  const store = makeStore();
  for (let i = 1; i <= 150; i += 1) store.dispatch(jobSelected(i));
  const snapshot = await takeSnapshot(store, { includeContact: false });
  expect(snapshot.actions).toHaveLength(100);
  expect(snapshot.actions[0].action).toEqual({ type: 'jobs/jobSelected', payload: 51 });
  expect(snapshot.initialState.jobs.selectedJobId).toBe(50);
});

describe('reading a snapshot file', () => {
  let snapshot: SupportSnapshot;
  beforeAll(async () => {
    const store = makeStore();
    store.dispatch(jobSelected(7));
    snapshot = await takeSnapshot(store, { includeContact: false });
  });

  it('accepts the file as downloaded', async () => {
    await expect(readSnapshot(JSON.stringify(snapshot, null, 2))).resolves.toEqual({ ok: true, snapshot });
  });

  it('detects tampering through the checksum', async () => {
    const edited = { ...snapshot, route: '/candidate/dashboard' };
    await expect(readSnapshot(JSON.stringify(edited))).resolves.toEqual({ ok: false, error: snapshotErrors.tampered });
    const action = { ...snapshot, actions: snapshot.actions.map((a) => ({ ...a, action: { ...a.action, payload: 8 } })) };
    await expect(readSnapshot(JSON.stringify(action))).resolves.toEqual({ ok: false, error: snapshotErrors.tampered });
  });

  it('rejects what is not a snapshot, with a clear message', async () => {
    await expect(readSnapshot('not json')).resolves.toEqual({ ok: false, error: snapshotErrors.notJson });
    await expect(readSnapshot('{"hello":1}')).resolves.toEqual({ ok: false, error: snapshotErrors.notSnapshot });
    await expect(readSnapshot(JSON.stringify({ ...snapshot, format: 99 }))).resolves.toEqual({ ok: false, error: snapshotErrors.newerFormat });
    const { initialState: _gone, ...noState } = snapshot;
    await expect(readSnapshot(JSON.stringify(noState))).resolves.toEqual({ ok: false, error: snapshotErrors.incomplete });
  });

  it('hashes canonical JSON: key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }));
  });
});

test('masking helpers', () => {
  expect(maskEmail('Write to demo@verijobs.example today')).toBe('Write to d***@v***.example today');
  expect(maskPhone('9876543210')).toBe('••••••••10');
  expect(maskPhone('+91 98765 43210')).toBe('+•• ••••• •••10');
});
