import { screen } from '@testing-library/react';
import type { JobSummary } from '@/shared/apiTypes';
import { renderWithProviders } from '@/testing/renderWithProviders';
import JobCard from './JobCard';
import { allPlacesLabel, placesLabel } from './format';

/** Issue 31: a job open in several places says so on its card, "Kuala Lumpur, Penang +1". */
const base: JobSummary = {
  id: 9,
  image: '',
  company: 'Seri Mutiara Logistics Sdn Bhd',
  position: 'Warehouse Supervisor',
  location: 'Kuala Lumpur, Malaysia',
  date: '2026-11-20',
};

describe('places of a job', () => {
  it('names the first two places and how many more', () => {
    expect(placesLabel(base)).toBe('Kuala Lumpur, Malaysia');
    expect(placesLabel({ ...base, places: ['Kuala Lumpur', 'Penang'] })).toBe('Kuala Lumpur, Penang');
    expect(placesLabel({ ...base, places: ['Kuala Lumpur', 'Penang', 'Johor Bahru'] })).toBe('Kuala Lumpur, Penang +1');
    expect(allPlacesLabel({ ...base, places: ['Kuala Lumpur', 'Penang', 'Remote (Singapore)'] })).toBe('Kuala Lumpur, Penang, Remote (Singapore)');
  });

  it('shows them on the card, every place in its title', () => {
    renderWithProviders(<JobCard job={{ ...base, places: ['Kuala Lumpur', 'Penang', 'Johor Bahru'] }} selected={false} opensNewTab={false} onOpen={() => undefined} />);
    const label = screen.getByText('Kuala Lumpur, Penang +1');
    expect(label).toHaveAttribute('title', 'Kuala Lumpur, Penang, Johor Bahru');
  });
});
