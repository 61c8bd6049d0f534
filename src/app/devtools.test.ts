import { actionSanitizer, devToolsOptions, FILE_REDACTED, labelAction, REDACTED, stateSanitizer } from './devtools';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.c2lnbmF0dXJl';

describe('DevTools sanitisers', () => {
  it('redact passwords, OTPs, tokens and files in actions', () => {
    const file = new File(['%PDF-1.4 secret resume'], 'cv.pdf', { type: 'application/pdf' });
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: { email: 'demo@verijobs.example', password: 'Demo@12345', confirm_password: 'Demo@12345', otp: '123456', file },
        },
      },
      payload: { status: 'success', access: JWT, refresh: 'opaque-refresh', access_lifetime: 300, message: 'Logged in successfully!' },
    };
    const out = actionSanitizer(action);
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/Demo@12345|123456|opaque-refresh|secret resume/);
    expect(text).not.toContain(JWT);
    expect(out.meta.arg.originalArgs.email).toBe('demo@verijobs.example');
    expect(out.meta.arg.originalArgs.password).toBe(REDACTED);
    expect(out.meta.arg.originalArgs.file).toBe(FILE_REDACTED);
    expect(out.payload.message).toBe('Logged in successfully!');
    // The original is untouched.
    expect(action.meta.arg.originalArgs.password).toBe('Demo@12345');
  });

  it('redact tokens held anywhere in the state, including a JWT under an innocent key', () => {
    const state = {
      api: { mutations: { abc: { data: { access: JWT, refresh: 'r', status: 'success' } } } },
      session: { isLoggedIn: true, rememberedPath: '/candidate/dashboard', otpChallenge: { email: 'a@b.c', redirect: 'verify_email/x/' } },
      ui: { dialog: { title: 'T', message: JWT } },
    };
    const out = stateSanitizer(state);
    expect(JSON.stringify(out)).not.toContain(JWT);
    expect(out.api.mutations.abc.data.refresh).toBe(REDACTED);
    expect(out.session).toEqual(state.session);
  });

  it('are on only when ENABLE_DEVTOOLS is true', () => {
    expect(devToolsOptions(false)).toBe(false);
    const on = devToolsOptions(true);
    expect(on).toMatchObject({ actionSanitizer, stateSanitizer });
  });
});

describe('DevTools action labels', () => {
  it('name RTK Query actions after their endpoint, in the DevTools copy only', () => {
    const action = { type: 'api/executeQuery/fulfilled', payload: { data: [] }, meta: { arg: { endpointName: 'getJobs', originalArgs: { page: 2 } } } };
    expect(actionSanitizer(action).type).toBe('api/executeQuery/fulfilled (getJobs)');
    expect(action.type).toBe('api/executeQuery/fulfilled');
    expect(labelAction({ type: 'jobs/jobSelected', payload: 3 })).toBe('jobs/jobSelected');
  });

  it('redact a JWT inside a longer string and data: URLs of files', () => {
    const out = stateSanitizer({ header: `Bearer ${JWT}`, avatar: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(out).toEqual({ header: `Bearer ${REDACTED}`, avatar: FILE_REDACTED });
  });
});
