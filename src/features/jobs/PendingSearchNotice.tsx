import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useGetDropdownQuery } from '@/api/dropdownApi';
import { areaLabelOf } from '@/shared/places';
import { messages } from './messages';
import { countFilters, type JobFilters } from './searchParams';
import { useGoToSignIn } from './useLoginPrompt';

/** A city id's name from the cities list; free text (an old landing link) as typed; '' while unknown. */
function usePlaceName(location: string): string {
  const isId = /^\d+$/.test(location);
  const { data } = useGetDropdownQuery({ kind: 'cities' }, { skip: !isId });
  if (!location) return '';
  // A whole country or region (issue 29) by its label: 'All UAE', 'Gulf (GCC)'.
  if (!isId) return areaLabelOf(location) ?? location;
  return data?.find((c) => String(c.id) === location)?.name ?? '';
}

export interface PendingSearchNoticeProps {
  /** The search the visitor asked for (from the URL), not applied to the list. */
  filters: JobFilters;
  page: number;
  /** The URL of that search, remembered for after login. */
  returnPath: string;
}

/**
 * Spec 6 / issue 29: a visitor's search (landing hero, shared link) is not run. The list and the form show what is
 * applied — nothing — and this notice says what waits, with the ways to get it: log in, or create an account.
 */
export default function PendingSearchNotice({ filters, page, returnPath }: PendingSearchNoticeProps) {
  const place = usePlaceName(filters.location);
  const goTo = useGoToSignIn();
  const more = countFilters(filters) - (filters.location ? 1 : 0);
  const what = messages.pendingSearchWhat(filters.jobtitle, place, more, page);
  return (
    <Alert severity="info" role="status" sx={{ mb: 3 }}>
      <AlertTitle>{messages.pendingSearchTitle}</AlertTitle>
      {messages.pendingSearch(what)}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={() => goTo(returnPath, 'login')}>
          {messages.pendingSearchLogin}
        </Button>
        <Button variant="outlined" size="small" onClick={() => goTo(returnPath, 'register')}>
          {messages.pendingSearchRegister}
        </Button>
      </Box>
    </Alert>
  );
}
