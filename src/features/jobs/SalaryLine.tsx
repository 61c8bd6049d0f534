import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Payments from '@mui/icons-material/Payments';
import { useAppSelector } from '@/app/hooks';
import { useGetMyProfileQuery } from '@/api/profileApi';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import type { Salary } from '@/shared/apiTypes';
import { formatApproxSalary, formatSalary, meetsExpectedSalary } from '@/shared/salaryFormat';
import { messages } from './messages';
import { useGetExchangeRatesQuery } from './trustApi';

/**
 * The salary of a listing (issue 17): in the job's currency and its market's convention, or "Salary not disclosed";
 * for a candidate whose preferred currency differs, "≈ …" in it; "Meets your expected salary" when the top of the
 * range reaches the expected (yearly) salary of their profile. Spans only: it sits inside the job card's button.
 */
export default function SalaryLine({ salary, size = 'small' }: { salary: Salary | null | undefined; size?: 'small' | 'medium' }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !isLoggedIn });
  const currency = isLoggedIn ? profile?.currency?.code : undefined;
  // The database's dated rate table (GET /exchange_rates); until it arrives no approximate figure is shown.
  const { data: rates } = useGetExchangeRatesQuery(undefined, { skip: !currency || !salary });
  const approx = currency && rates ? formatApproxSalary(salary, currency, rates) : null;
  const expected = profile?.expected_salary;
  // In the job's own currency no rate is needed; across currencies the comparison waits for the table.
  const comparable = !!rates || salary?.currency.toUpperCase() === currency?.toUpperCase();
  const meets =
    isLoggedIn && currency && expected && comparable ? meetsExpectedSalary(salary, { amount: expected, currency, period: 'year' }, rates) : false;
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
