import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { CityItem, DataResponse, DropdownItem, SmartMatch } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { apiGet, apiPost, loggedInState, loginFreshCandidate } from '@/testing/candidateSession';
import { apiUrl } from '@/testing/api';
import SmartMatchSlotsPage from './SmartMatchSlotsPage';

jest.setTimeout(90_000);
// Real API calls on a shared two-core machine: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

async function lookup<T>(path: string): Promise<T> {
  const res = await fetch(apiUrl(path));
  const body = (await res.json()) as { results: T[] };
  return body.results[0];
}

function countCreateCalls() {
  const spy = jest.spyOn(globalThis, 'fetch');
  return {
    count: () => spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/smartmatch/create')).length,
    restore: () => spy.mockRestore(),
  };
}

/** Picks an option of a SearchableSelect by typing part of its name. */
async function pick(user: UserEvent, scope: HTMLElement, label: RegExp, name: string) {
  const box = within(scope).getByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, name.slice(0, 4));
  await user.click(await screen.findByRole('option', { name }, { timeout: 5000 }));
}

async function addTag(user: UserEvent, scope: HTMLElement, text: string) {
  const input = within(scope).getByRole('combobox', { name: /Job Titles/ });
  await user.type(input, `${text}{Enter}`);
}

function render(route = '/candidate/smartmatch') {
  const user = userEvent.setup();
  const view = renderWithProviders(<SmartMatchSlotsPage />, { preloadedState: loggedInState, route });
  return { user, ...view };
}

describe('SmartMatch slots', () => {
  let fn: DropdownItem;
  let city: CityItem;
  beforeAll(async () => {
    fn = await lookup<DropdownItem>('/dropdown/jobfunctions');
    city = await lookup<CityItem>('/dropdown/cities');
  });

  it('validates the quick setup (a title, a function, a location) and sends nothing while invalid', async () => {
    await loginFreshCandidate();
    const calls = countCreateCalls();
    const { user } = render();
    const slots = await screen.findByRole('list', { name: 'SmartMatch' });
    expect(within(slots).getAllByRole('button', { name: /^Add Details/ })).toHaveLength(3);

    const quick = await screen.findByRole('form', { name: 'Quick Setup' });
    await user.click(within(quick).getByRole('button', { name: 'Create' }));
    expect(within(quick).getByText('Add at least one job title')).toBeInTheDocument();
    expect(within(quick).getAllByText('Field is required')).toHaveLength(2);
    expect(calls.count()).toBe(0);

    // Up to 3 job titles (spec 9): the fourth is refused.
    for (const t of ['Alpha Engineer', 'Beta Analyst', 'Gamma Designer', 'Delta Manager']) await addTag(user, quick, t);
    const tags = within(within(quick).getByRole('list', { name: /Job Titles/ })).getAllByRole('listitem');
    // Enter and comma separate titles; a space does not split a multi-word title.
    expect(tags.map((t) => t.textContent)).toEqual([expect.stringContaining('Alpha Engineer'), expect.stringContaining('Beta Analyst'), expect.stringContaining('Gamma Designer')]);
    expect(within(quick).getByText('Tag limit reached!')).toBeInTheDocument();
    expect(calls.count()).toBe(0);
    calls.restore();
  });

  it('creates a Smart Match by quick setup with the role carried from /smart-match, alerting in the evening by email and dashboard', async () => {
    const { access } = await loginFreshCandidate();
    const { user } = render('/candidate/smartmatch?role=Data%20Analyst');
    const quick = await screen.findByRole('form', { name: 'Quick Setup' });
    expect(within(within(quick).getByRole('list', { name: /Job Titles/ })).getByText('Data Analyst')).toBeInTheDocument();
    await pick(user, quick, /Job Function/, fn.name);
    // Cities of every market, saying their country (issue 29).
    await pick(user, quick, /Location/, `${city.name}, ${city.country}`);
    await user.click(within(quick).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Your SmartMatch was created.')).toBeInTheDocument();
    const slots = screen.getByRole('list', { name: 'SmartMatch' });
    await within(slots).findByText('Data Analyst');
    expect(within(slots).getAllByRole('button', { name: /^Add Details/ })).toHaveLength(2);

    const [created] = (await apiGet<DataResponse<SmartMatch[]>>('/smartmatch/list', access)).data;
    expect(created.alert_time).toBe('evening');
    expect(created.pref_email).toBe(true);
    expect(created.pref_dashboard).toBe(true);
    expect(created.job_function_id).toBe(fn.id);
    expect(created.city_id).toBe(city.id);
    expect(within(slots).getByRole('link', { name: `Show all jobs for ${created.smart_match}` })).toHaveAttribute(
      'href',
      `/candidate/featured-jobs/smartmatch/${created.id}`,
    );
    expect(within(slots).getByText('Evening')).toBeInTheDocument();
  });

  it('fills the last slot with the full form (draft kept in the smartmatch slice) and then offers no more slots', async () => {
    const { access } = await loginFreshCandidate();
    for (const title of ['Nurse', 'Chef']) {
      const res = await apiPost('/smartmatch/create', access, { new_jobtitles: [title], job_function: fn.id, city: city.id, alert_time: 'morning' });
      expect(res.status).toBe(201);
    }
    const { user, store } = render();
    const slots = await screen.findByRole('list', { name: 'SmartMatch' });
    await within(slots).findByText('Nurse');
    await user.click(within(slots).getByRole('button', { name: 'Add Details (Slot 3)' }));
    expect(store.getState().smartmatch.selectedSlot).toBe(2);

    const form = await screen.findByRole('form', { name: 'SmartMatch 3' });
    expect(screen.queryByRole('form', { name: 'Quick Setup' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create SmartMatch' }));
    expect(within(form).getByText('Add at least one job title')).toBeInTheDocument();
    expect(within(form).getAllByText('Field is required')).toHaveLength(2);

    await user.type(within(form).getByRole('textbox', { name: 'SmartMatch Name' }), 'Night shifts');
    expect(store.getState().smartmatch.draft?.name).toBe('Night shifts');
    await addTag(user, form, 'Security Guard');
    await pick(user, form, /Job Function/, fn.name);
    // A whole region instead of a city (issue 29).
    await pick(user, form, /Location/, 'Gulf (GCC)');
    await user.click(within(form).getByRole('radio', { name: 'Afternoon' }));
    await user.click(within(form).getByRole('checkbox', { name: 'WhatsApp' }));
    expect(store.getState().smartmatch.draft).toMatchObject({ alertTime: 'afternoon', prefWhatsapp: true, cityId: null, place: 'region:GCC', jobFunctionId: fn.id });
    await user.click(within(form).getByRole('button', { name: 'Create SmartMatch' }));

    expect(await screen.findByText('All 3 SmartMatch slots are in use.')).toBeInTheDocument();
    expect(within(slots).queryByRole('button', { name: /^Add Details/ })).not.toBeInTheDocument();
    expect(within(slots).getByRole('heading', { name: 'Night shifts' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Quick Setup' })).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().smartmatch.draft).toBeNull());

    const list = (await apiGet<DataResponse<SmartMatch[]>>('/smartmatch/list', access)).data;
    expect(list).toHaveLength(3);
    expect(list[2]).toMatchObject({ smart_match: 'Night shifts', alert_time: 'afternoon', pref_whatsapp: true, pref_email: true, city_id: null, place: 'region:GCC', location: 'Gulf (GCC)' });
    expect(list[2].jobtitles.map((t) => t.value)).toEqual(['Security Guard']);

    // The API refuses a fourth one too.
    const fourth = await apiPost('/smartmatch/create', access, { new_jobtitles: ['Extra'], job_function: fn.id, city: city.id, alert_time: 'morning' });
    expect(fourth.status).toBe(409);
  });
});
