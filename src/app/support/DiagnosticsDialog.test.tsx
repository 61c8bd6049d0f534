import './testing/webCrypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { jobSelected } from '@/features/jobs/jobsSlice';
import DiagnosticsButton from './DiagnosticsButton';
import { readSnapshot } from './snapshot';

/** jest-fixed-jsdom gives the page Node's Blob (with text()); jsdom's FileReader only reads its own. */
function readBlob(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

test("the diagnostics dialog downloads a valid snapshot, with contact details only when ticked", async () => {
  const blobs: Blob[] = [];
  const urls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (b: Blob) => {
    blobs.push(b);
    return `blob:test/${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithProviders(<DiagnosticsButton />);
    store.dispatch(jobSelected(12));
    await user.click(screen.getByRole('button', { name: 'Download diagnostics for support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help: diagnostics for support' }, { timeout: 10_000 });
    const box = within(dialog).getByRole('checkbox', { name: 'Include my contact details' });
    expect(box).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Download diagnostics' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Download diagnostics' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    expect(click).toHaveBeenCalledTimes(2);

    const [masked, withContact] = await Promise.all(blobs.map(async (b) => readSnapshot(await readBlob(b))));
    expect(masked).toMatchObject({ ok: true, snapshot: { contactDetailsIncluded: false } });
    expect(withContact).toMatchObject({ ok: true, snapshot: { contactDetailsIncluded: true } });
    if (masked.ok) expect(masked.snapshot.actions.map((a) => a.type)).toContain('jobs/jobSelected');
  } finally {
    URL.createObjectURL = urls.create;
    URL.revokeObjectURL = urls.revoke;
    click.mockRestore();
  }
});
