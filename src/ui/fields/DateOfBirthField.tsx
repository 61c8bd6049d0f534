import { useState } from 'react';
import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { renderDateViewCalendar, type DateViewRendererProps } from '@mui/x-date-pickers/dateViewRenderers';
import type { DateView } from '@mui/x-date-pickers/models';
import { DOB_FIRST_YEAR, DOB_FORMAT, WEEK_STARTS_ON } from '@/config/constants';
import { DOB_MESSAGES, DOB_WIRE_FORMAT, dobBounds, dobYearPage, dobYearPageCount, dobYearPageOf } from './dateOfBirth';

/** Spec 9: the week starts on Sunday, whatever dayjs's default locale says. */
const LOCALE = 'en-week-sunday';
// dayjs's built-in 'en' carries no `formats`; the pickers' localized formats need them in a custom locale.
const EN_FORMATS = { LT: 'h:mm A', LTS: 'h:mm:ss A', L: 'MM/DD/YYYY', LL: 'MMMM D, YYYY', LLL: 'MMMM D, YYYY h:mm A', LLLL: 'dddd, MMMM D, YYYY h:mm A' };
dayjs.locale({ ...en, name: LOCALE, weekStart: WEEK_STARTS_ON, formats: EN_FORMATS }, undefined, true);

export { dobBounds, dobError, DOB_REQUIRED } from './dateOfBirth';

/**
 * The year view as pages of twelve years (spec 9) with Earlier/Later buttons, instead of one long scrolled list.
 * It opens on the page of the chosen date, else on the youngest allowed years (issue 29). Each page is the picker's
 * own year calendar limited to the page's years, remounted per page so a year on it is always the one Tab reaches.
 */
function PagedYearView(props: DateViewRendererProps<DateView>) {
  const { minDate, maxDate, value, referenceDate } = props;
  const first = minDate ? minDate.year() : DOB_FIRST_YEAR;
  const last = maxDate ? maxDate.year() : dayjs().year();
  const chosen = value && value.isValid() ? value : null;
  const [page, setPage] = useState(() => dobYearPageOf(chosen ? chosen.year() : last, first, last));
  const pages = dobYearPageCount(first, last);
  const { start, end } = dobYearPage(page, first, last);
  const onPage = chosen !== null && chosen.year() >= start && chosen.year() <= end;
  const base = referenceDate ?? maxDate ?? dayjs();
  const pageMin = start === first && minDate ? minDate : dayjs(`${start}-01-01`);
  const pageMax = end === last && maxDate ? maxDate : dayjs(`${end}-12-31`);
  const pageReference = base.year(end).isAfter(pageMax) ? pageMax : base.year(end);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
        <IconButton aria-label={DOB_MESSAGES.earlierYears} disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
          <ChevronLeft />
        </IconButton>
        <Typography component="p" variant="subtitle2" aria-live="polite">
          {DOB_MESSAGES.yearPage(start, end)}
        </Typography>
        <IconButton aria-label={DOB_MESSAGES.laterYears} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Box key={page}>
        {renderDateViewCalendar({ ...props, minDate: pageMin, maxDate: pageMax, value: onPage ? props.value : null, referenceDate: onPage && chosen ? chosen : pageReference })}
      </Box>
    </Box>
  );
}

/** The picker calls a view renderer as a function: the hooks live in the component it returns. */
const renderPagedYearView = (props: DateViewRendererProps<DateView>) => <PagedYearView {...props} />;

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
        viewRenderers={{ year: renderPagedYearView }}
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
          // Three rows of four years: twelve years per page (spec 9), paged by PagedYearView.
          layout: { sx: { '& .MuiYearCalendar-root': { maxHeight: 'none' } } },
        }}
      />
    </LocalizationProvider>
  );
}
