import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateProfile } from '@/shared/apiTypes';
import CareerPreferenceForm from './CareerPreferenceForm';
import { careerPreferenceFromProfile, emptyCareerPreference, toPreferenceFields } from './careerPreference';
import { renderSession } from './testing/renderSession';

// Real API round trips on a shared two-core machine.
jest.setTimeout(30_000);

describe('Preferred Location across the region (issue 29)', () => {
  it('suggests the cities of every market with their country, by common names too', async () => {
    const user = userEvent.setup();
    renderSession(<CareerPreferenceForm onSubmit={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: /preferred location/i });
    await user.type(input, 'Dub');
    expect(await screen.findByRole('option', { name: 'Dubai, United Arab Emirates' }, { timeout: 5000 })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Bangalore');
    await user.click(await screen.findByRole('option', { name: 'Bengaluru, India (Bangalore)' }, { timeout: 5000 }));
    const tags = screen.getByRole('list', { name: /preferred location/i });
    expect(within(tags).getByText('Bengaluru')).toBeInTheDocument();
  });

  it('offers a whole country or the Gulf, kept as an area', async () => {
    const user = userEvent.setup();
    renderSession(<CareerPreferenceForm onSubmit={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: /preferred location/i });
    await user.type(input, 'gulf');
    await user.click(await screen.findByRole('option', { name: 'Gulf (GCC)' }, { timeout: 5000 }));
    await user.type(input, 'UAE');
    await user.click(await screen.findByRole('option', { name: 'All UAE' }, { timeout: 5000 }));
    const tags = screen.getByRole('list', { name: /preferred location/i });
    expect(within(tags).getByText('Gulf (GCC)')).toBeInTheDocument();
    expect(within(tags).getByText('All UAE')).toBeInTheDocument();
  });

  it('sends areas as location_areas and reads them back from the profile', () => {
    const values = { ...emptyCareerPreference, locations: [{ id: 9, name: 'Dubai' }, { name: 'Gulf (GCC)', place: 'region:GCC' }, { name: 'New Town' }] };
    expect(toPreferenceFields(values)).toMatchObject({ locations: [9], new_locations: ['New Town'], location_areas: ['region:GCC'] });
    const profile = {
      desired_job_titles: [],
      preferred_role_functions: [],
      desired_locations: [{ id: 9, name: 'Dubai', currency: 'AED', symbol: 'د.إ', currency_id: 5 }],
      desired_areas: [{ value: 'country:AE', label: 'All UAE' }],
      job_type: '',
      notice_period: '',
      expected_salary: null,
      currency: { id: 5, code: 'AED', symbol: 'د.إ' },
    } as unknown as CandidateProfile;
    expect(careerPreferenceFromProfile(profile).locations).toEqual([
      { id: 9, name: 'Dubai', currency: 'AED', currency_id: 5, symbol: 'د.إ' },
      { name: 'All UAE', place: 'country:AE' },
    ]);
  });
});
