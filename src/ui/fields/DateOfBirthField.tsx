import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DOB_FORMAT, WEEK_STARTS_ON } from '@/config/constants';
import { DOB_WIRE_FORMAT, dobBounds } from './dateOfBirth';

/** Spec 9: the week starts on Sunday, whatever dayjs's default locale says. */
const LOCALE = 'en-week-sunday';
// dayjs's built-in 'en' carries no `formats`; the pickers' localized formats need them in a custom locale.
const EN_FORMATS = { LT: 'h:mm A', LTS: 'h:mm:ss A', L: 'MM/DD/YYYY', LL: 'MMMM D, YYYY', LLL: 'MMMM D, YYYY h:mm A', LLLL: 'dddd, MMMM D, YYYY h:mm A' };
dayjs.locale({ ...en, name: LOCALE, weekStart: WEEK_STARTS_ON, formats: EN_FORMATS }, undefined, true);

export { dobBounds, dobError, DOB_REQUIRED } from './dateOfBirth';

export interface DateOfBirthFieldProps {
  label: string;
  name: string;
  /** 'YYYY-MM-DD' (the wire format of POST /register) or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  touched?: boolean;
  error?: string;
  disabled?: boolean;
}

/**
 * Date of birth (spec 5, 9): MUI date picker with dayjs, years 1975 up to the year 18 years ago (and no later than
 * the 18th birthday), DD/MM/YYYY, the year view four per row so a screenful shows twelve years, week from Sunday.
 * Loaded only by the screens that use it (register, profile), which are lazy routes.
 */
export default function DateOfBirthField({ label, name, value, onChange, onBlur, required, touched, error, disabled }: DateOfBirthFieldProps) {
  const { min, max } = dobBounds();
  const parsed = value ? dayjs(value) : null;
  const shown = touched ? error : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={LOCALE}>
      <DatePicker
        label={label}
        name={name}
        value={parsed && parsed.isValid() ? parsed : null}
        onChange={(d) => onChange(d && d.isValid() ? d.format(DOB_WIRE_FORMAT) : '')}
        onClose={onBlur}
        format={DOB_FORMAT}
        minDate={min}
        maxDate={max}
        openTo="year"
        views={['year', 'month', 'day']}
        yearsPerRow={4}
        referenceDate={max}
        disabled={disabled}
        slotProps={{
          textField: {
            fullWidth: true,
            size: 'small',
            required,
            onBlur,
            error: !!shown,
            helperText: shown,
            id: `dob-${name}`,
          },
          // Three rows of four years: twelve years per page (spec 9).
          layout: { sx: { '& .MuiYearCalendar-root': { maxHeight: 3 * 52 } } },
        }}
      />
    </LocalizationProvider>
  );
}
