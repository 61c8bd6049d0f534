import { HANDOVER_ELEMENT_ID, jsonForScript, type HandedOverState } from '@/shared/serverRender';
import { jobsApi } from '@/features/jobs/jobsApi';
import { pageNow } from '@/ui/clock';
import { makeStore, readHandedOverState } from './store';

function pageWith(block: string | null, rendered = true): { doc: Document; root: HTMLElement } {
  document.body.innerHTML = `<div id="root">${rendered ? '<div>page</div>' : ''}</div>${block === null ? '' : `<script type="application/json" id="${HANDOVER_ELEMENT_ID}">${block}</script>`}`;
  return { doc: document, root: document.getElementById('root')! };
}

describe('the state a server-rendered page hands over (issue 18)', () => {
  const job = { id: 7, position: 'Engineer </script><script>alert(1)</script>' };

  async function serverState(): Promise<HandedOverState> {
    const server = makeStore();
    await server.dispatch(
      jobsApi.util.upsertQueryData('getJob', { id: 7, loggedIn: false }, job as unknown as Parameters<typeof jobsApi.util.upsertQueryData<'getJob'>>[2]),
    );
    return { v: 1, api: server.getState().api, now: Date.now() + 3 * 86_400_000, viewportWidth: 1280, media: {}, selectedJobId: 7 };
  }

  it('is read from its JSON block (text that looks like markup stays data) and fills the client store', async () => {
    const { doc, root } = pageWith(jsonForScript(await serverState()));
    const state = readHandedOverState(doc, root);
    expect(state).not.toBeNull();
    const client = makeStore(undefined, { handedOver: state });
    const cached = jobsApi.endpoints.getJob.select({ id: 7, loggedIn: false })(client.getState());
    expect(cached.status).toBe('fulfilled');
    expect(cached.data).toEqual(job);
    expect(client.getState().jobs.selectedJobId).toBe(7);
    // The page's clock is the server's: three days ahead here.
    expect(pageNow() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
  });

  it('is ignored when missing, unreadable, of another version, or when the root is empty (nothing to hydrate)', async () => {
    const state = await serverState();
    expect(readHandedOverState(...Object.values(pageWith(null)) as [Document, HTMLElement])).toBeNull();
    expect(readHandedOverState(...Object.values(pageWith('{not json')) as [Document, HTMLElement])).toBeNull();
    expect(readHandedOverState(...Object.values(pageWith(JSON.stringify({ ...state, v: 2 }))) as [Document, HTMLElement])).toBeNull();
    expect(readHandedOverState(...Object.values(pageWith(jsonForScript(state), false)) as [Document, HTMLElement])).toBeNull();
  });
});
