import { useMemo } from 'react';
import { Formik, Form } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useGetDropdownQuery, type DropdownKind } from '@/api/dropdownApi';
import { DEFAULT_CURRENCY_LABEL } from '@/config/constants';
import { useReaderMarket } from '@/features/session/readerMarket';
import type { CityItem, PostDateFilter } from '@/shared/apiTypes';
import { areaLabelOf, cityLabel } from '@/shared/places';
import { MAX_SEARCH_TITLE, SALARY_CURRENCIES, type JobSort, type WorkMode } from '@/shared/jobSearch';
import SearchableSelect, { toOption, type SelectOption } from '@/ui/fields/SearchableSelect';
import NativeSelectField from '@/ui/fields/NativeSelectField';
import TextInput from '@/ui/fields/TextInput';
import { cleanAmount, type JobFilters } from './searchParams';
import { messages, POST_DATE_OPTIONS, ROLE_LEVEL_OPTIONS, SORT_OPTIONS, WORK_MODE_OPTIONS } from './messages';

interface SearchValues {
  jobtitle: string;
  jobfunction: SelectOption | null;
  location: SelectOption | null;
  post_date: PostDateFilter;
  sort: JobSort | '';
  work_mode: WorkMode | '';
  role_level: string;
  min_salary: string;
  salary_currency: string;
}

const CURRENCY_OPTIONS = SALARY_CURRENCIES.map((c) => ({ value: c, label: c }));

/** The `<option>`s of a short fixed list ('' is a real choice too, e.g. 'Any time'). */
function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value || 'any'} value={o.value}>
      {o.label}
    </option>
  ));
}

/**
 * The minimum salary's default currency: the candidate's own (their preferences), a visitor's locale market
 * (issue 29); INR, the spec's market, only when neither is known.
 */
function useMarketCurrency(): string {
  const code = useReaderMarket().currency;
  return code && SALARY_CURRENCIES.includes(code) ? code : DEFAULT_CURRENCY_LABEL;
}

/** The option for an id restored from the URL: its name from the dropdown list once known. */
function useRestoredOption(kind: DropdownKind, id: string): SelectOption | null {
  const isId = /^\d+$/.test(id);
  const { data } = useGetDropdownQuery({ kind }, { skip: !isId });
  return useMemo(() => {
    if (!id) return null;
    // Free text from the landing hero: shown as typed, matched by the API.
    if (!isId) return { value: id, label: id, raw: id };
    const item = data?.find((i) => String(i.id) === id);
    return item ? toOption(item) : { value: id, label: '', raw: { id, name: '' } };
  }, [data, id, isId]);
}

/**
 * The location restored from the URL (issue 29): an area ('country:AE') by its label, a city id by its name and
 * country once the city list is here, a name from the landing as typed.
 */
function useRestoredPlace(value: string): SelectOption | null {
  const isId = /^\d+$/.test(value);
  const { data } = useGetDropdownQuery({ kind: 'cities' }, { skip: !isId });
  return useMemo(() => {
    if (!value) return null;
    const area = areaLabelOf(value);
    if (area) return { value, label: area, raw: { value, label: area } };
    if (!isId) return { value, label: value, raw: value };
    const item = (data as CityItem[] | undefined)?.find((i) => String(i.id) === value);
    return item ? { value, label: cityLabel(item), raw: item } : { value, label: '', raw: { id: value, name: '' } };
  }, [data, value, isId]);
}

export interface JobSearchFormProps {
  filters: JobFilters;
  onSearch: (filters: JobFilters) => void;
  disabled?: boolean;
  /** 'bar': the desktop form of spec 2.12; 'sheet': the phone's filter sheet (Apply / Clear, fields stacked). */
  layout?: 'bar' | 'sheet';
  /** The sheet's Clear: every filter back to its default. */
  onClear?: () => void;
}

/**
 * The job search of spec 2.12: title, function, location, post date, and (issue 17) sort, work mode, experience level
 * and a minimum monthly salary in a chosen currency. Desktop shows it as a bar; phones open it in the filter sheet.
 */
export default function JobSearchForm({ filters, onSearch, disabled = false, layout = 'bar', onClear }: JobSearchFormProps) {
  const jobfunction = useRestoredOption('jobfunctions', filters.jobfunction);
  const location = useRestoredPlace(filters.location);
  const marketCurrency = useMarketCurrency();
  const initialValues = useMemo<SearchValues>(
    () => ({
      jobtitle: filters.jobtitle,
      jobfunction,
      location,
      post_date: filters.post_date,
      sort: filters.sort,
      work_mode: filters.work_mode,
      role_level: filters.role_level,
      min_salary: filters.min_salary,
      salary_currency: filters.salary_currency || marketCurrency,
    }),
    [filters, jobfunction, location, marketCurrency],
  );
  const sheet = layout === 'sheet';
  const id = (name: string) => `job-${sheet ? 'sheet' : 'search'}-${name}`;

  return (
    <Formik<SearchValues>
      initialValues={initialValues}
      enableReinitialize
      validate={(v) => (v.min_salary.trim() && !cleanAmount(v.min_salary) ? { min_salary: messages.minSalaryInvalid } : {})}
      onSubmit={(v) => {
        const min = cleanAmount(v.min_salary);
        onSearch({
          jobtitle: v.jobtitle.trim(),
          jobfunction: v.jobfunction?.value ?? '',
          location: v.location?.value ?? '',
          post_date: v.post_date,
          sort: v.sort,
          work_mode: v.work_mode,
          role_level: v.role_level,
          min_salary: min,
          salary_currency: min ? v.salary_currency : '',
        });
      }}
    >
      {({ values, errors, setFieldValue, handleChange, handleBlur }) => (
        <Paper
          component={Form}
          role="search"
          aria-label={messages.searchFormLabel}
          variant={sheet ? 'elevation' : 'outlined'}
          elevation={0}
          sx={{ p: sheet ? 0 : 2, mb: sheet ? 0 : 3 }}
          noValidate
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: sheet ? '1fr' : { xs: '1fr', md: '1fr 1fr', xl: '1.4fr 1fr 1fr 0.8fr auto' },
            }}
          >
            <TextInput
              label={messages.jobTitleLabel}
              name="jobtitle"
              id={id('title')}
              placeholder={messages.jobTitlePlaceholder}
              value={values.jobtitle}
              onChange={handleChange}
              onBlur={handleBlur}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: MAX_SEARCH_TITLE } }}
            />
            <SearchableSelect
              label={messages.jobFunctionLabel}
              name="jobfunction"
              id={id('function')}
              value={values.jobfunction?.label ? values.jobfunction : null}
              onChange={(o) => void setFieldValue('jobfunction', o)}
              dropdown={{ kind: 'jobfunctions' }}
              disabled={disabled}
            />
            <SearchableSelect
              label={messages.locationLabel}
              name="location"
              id={id('location')}
              value={values.location?.label ? values.location : null}
              onChange={(o) => void setFieldValue('location', o)}
              dropdown={{ kind: 'places' }}
              disabled={disabled}
            />
            <NativeSelectField
              id={id('post-date')}
              name="post_date"
              label={messages.postDateLabel}
              value={values.post_date}
              onChange={handleChange}
              disabled={disabled}
            >
              <Options options={POST_DATE_OPTIONS} />
            </NativeSelectField>
            {sheet ? null : (
              <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} disabled={disabled} sx={{ alignSelf: 'stretch', minHeight: 40 }}>
                {messages.searchButton}
              </Button>
            )}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              mt: 2,
              alignItems: 'start',
              gridTemplateColumns: sheet ? '1fr' : { xs: '1fr', md: '1fr 1fr', xl: '0.8fr 0.8fr 1fr 1fr 0.6fr' },
            }}
          >
            <NativeSelectField
              id={id('sort')}
              name="sort"
              label={messages.sortLabel}
              value={values.sort}
              onChange={handleChange}
              disabled={disabled}
            >
              <Options options={SORT_OPTIONS} />
            </NativeSelectField>
            <NativeSelectField
              id={id('work-mode')}
              name="work_mode"
              label={messages.workModeLabel}
              value={values.work_mode}
              onChange={handleChange}
              disabled={disabled}
            >
              <Options options={WORK_MODE_OPTIONS} />
            </NativeSelectField>
            <NativeSelectField
              id={id('role-level')}
              name="role_level"
              label={messages.roleLevelLabel}
              value={values.role_level}
              onChange={handleChange}
              disabled={disabled}
            >
              <Options options={ROLE_LEVEL_OPTIONS} />
            </NativeSelectField>
            <TextInput
              label={messages.minSalaryLabel}
              name="min_salary"
              id={id('min-salary')}
              value={values.min_salary}
              onChange={handleChange}
              onBlur={handleBlur}
              disabled={disabled}
              error={Boolean(errors.min_salary)}
              helperText={errors.min_salary}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 15 } }}
            />
            <NativeSelectField
              id={id('currency')}
              name="salary_currency"
              label={messages.currencyLabel}
              value={values.salary_currency}
              onChange={handleChange}
              disabled={disabled}
            >
              <Options options={CURRENCY_OPTIONS} />
            </NativeSelectField>
          </Box>
          {sheet ? (
            <Box sx={{ display: 'flex', gap: 2, mt: 3, justifyContent: 'flex-end' }}>
              <Button type="button" variant="outlined" onClick={onClear} disabled={disabled}>
                {messages.clearFilters}
              </Button>
              <Button type="submit" variant="contained" disabled={disabled}>
                {messages.applyFilters}
              </Button>
            </Box>
          ) : null}
        </Paper>
      )}
    </Formik>
  );
}
