import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Payments from '@mui/icons-material/Payments';
import { useAppSelector } from '@/app/hooks';
import { useGetMyProfileQuery } from '@/api/profileApi';
import { useReaderMarket } from '@/features/session/readerMarket';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import type { CandidateProfile, Salary } from '@/shared/apiTypes';
import { formatApproxSalary, formatSalary, meetsExpectedSalary, type ExpectedSalary } from '@/shared/salaryFormat';
import { messages } from './messages';
import { useGetExchangeRatesQuery } from './trustApi';

/** The profile's expected salary as its three parts (issue 29: amount, currency, period), or null without one. */
export function expectedSalaryOf(profile: CandidateProfile | undefined): ExpectedSalary | null {
  const amount = profile?.expected_salary;
  const currency = profile?.currency?.code;
  if (!amount || !currency) return null;
  return { amount, currency: currency.toUpperCase(), period: profile.expected_salary_period ?? 'year' };
}

/**
 * The salary of a listing (issue 17): in the job's currency and its market's convention, or "Salary not disclosed";
 * "≈ …" in the reader's currency when it differs (a candidate's own, a visitor's locale market: issue 29);
 * "Meets your expected salary" when the top of the range, brought to a month, reaches the candidate's expected salary
 * brought to a month in its own currency and period. Spans only: it sits inside the job card's button.
 */
export default function SalaryLine({ salary, size = 'small' }: { salary: Salary | null | undefined; size?: 'small' | 'medium' }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !isLoggedIn });
  // A candidate's own currency; a visitor's from the chosen or the browser's market (issue 29); none: no "≈" line.
  const { currency, period } = useReaderMarket();
  // The database's dated rate table (GET /exchange_rates); until it arrives no approximate figure is shown.
  const { data: rates } = useGetExchangeRatesQuery(undefined, { skip: !currency || !salary });
  const approx = currency && rates ? formatApproxSalary(salary, currency, rates, period) : null;
  const expected = isLoggedIn ? expectedSalaryOf(profile) : null;
  // In the job's own currency no rate is needed; across currencies the comparison waits for the table.
  const comparable = !!rates || salary?.currency.toUpperCase() === expected?.currency;
  const meets = expected && comparable ? meetsExpectedSalary(salary, expected, rates) : false;
  const variant = size === 'small' ? 'caption' : 'body2';
  return (
    <Stack direction="row" component="span" spacing={0.75} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="salary-line">
      <Payments sx={{ fontSize: size === 'small' ? 16 : 20, color: 'text.secondary' }} aria-hidden />
      <Typography variant={variant} component="span" sx={{ fontWeight: salary ? 600 : 400 }} color={salary ? 'text.primary' : 'text.secondary'}>
        {formatSalary(salary)}
      </Typography>
      {approx ? (
        <Typography variant={variant} component="span" color="text.secondary">
          {approx}
        </Typography>
      ) : null}
      {meets ? <Chip size="small" color="success" component="span" label={messages.meetsExpectedSalary} /> : null}
    </Stack>
  );
}
