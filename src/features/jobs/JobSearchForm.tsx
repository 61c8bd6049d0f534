import { useMemo } from 'react';
import { Formik, Form } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useGetDropdownQuery, type DropdownKind } from '@/api/dropdownApi';
import type { PostDateFilter } from '@/shared/apiTypes';
import SearchableSelect, { toOption, type SelectOption } from '@/ui/fields/SearchableSelect';
import SelectField from '@/ui/fields/SelectField';
import TextInput from '@/ui/fields/TextInput';
import type { JobFilters } from './searchParams';
import { messages, POST_DATE_OPTIONS } from './messages';

interface SearchValues {
  jobtitle: string;
  jobfunction: SelectOption | null;
  location: SelectOption | null;
  post_date: PostDateFilter;
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

export interface JobSearchFormProps {
  filters: JobFilters;
  onSearch: (filters: JobFilters) => void;
  disabled?: boolean;
}

/** The job search of spec 2.12 (desktop and tablet only): title, function, location, post date. */
export default function JobSearchForm({ filters, onSearch, disabled = false }: JobSearchFormProps) {
  const jobfunction = useRestoredOption('jobfunctions', filters.jobfunction);
  const location = useRestoredOption('cities', filters.location);
  const initialValues = useMemo<SearchValues>(
    () => ({ jobtitle: filters.jobtitle, jobfunction, location, post_date: filters.post_date }),
    [filters.jobtitle, filters.post_date, jobfunction, location],
  );

  return (
    <Formik<SearchValues>
      initialValues={initialValues}
      enableReinitialize
      onSubmit={(v) =>
        onSearch({ jobtitle: v.jobtitle.trim(), jobfunction: v.jobfunction?.value ?? '', location: v.location?.value ?? '', post_date: v.post_date })
      }
    >
      {({ values, setFieldValue, handleChange, handleBlur }) => (
        <Paper component={Form} role="search" aria-label={messages.searchFormLabel} variant="outlined" sx={{ p: 2, mb: 3 }} noValidate>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1.4fr 1fr 1fr 0.8fr auto' },
            }}
          >
            <TextInput
              label={messages.jobTitleLabel}
              name="jobtitle"
              id="job-search-title"
              placeholder={messages.jobTitlePlaceholder}
              value={values.jobtitle}
              onChange={handleChange}
              onBlur={handleBlur}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <SearchableSelect
              label={messages.jobFunctionLabel}
              name="jobfunction"
              id="job-search-function"
              value={values.jobfunction?.label ? values.jobfunction : null}
              onChange={(o) => void setFieldValue('jobfunction', o)}
              dropdown={{ kind: 'jobfunctions' }}
              disabled={disabled}
            />
            <SearchableSelect
              label={messages.locationLabel}
              name="location"
              id="job-search-location"
              value={values.location?.label ? values.location : null}
              onChange={(o) => void setFieldValue('location', o)}
              dropdown={{ kind: 'cities' }}
              disabled={disabled}
            />
            <SelectField
              id="job-search-post-date"
              name="post_date"
              label={messages.postDateLabel}
              value={values.post_date}
              options={POST_DATE_OPTIONS}
              onChange={(v) => void setFieldValue('post_date', v as PostDateFilter)}
              disabled={disabled}
            />
            <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} disabled={disabled} sx={{ alignSelf: 'stretch', minHeight: 40 }}>
              {messages.searchButton}
            </Button>
          </Box>
        </Paper>
      )}
    </Formik>
  );
}
