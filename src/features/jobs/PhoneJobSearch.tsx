import { Suspense, useEffect, useState, type FormEvent } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { lazyWithRetry } from '@/ui/lazyWithRetry';
import TextInput from '@/ui/fields/TextInput';
import { messages } from './messages';
import { countFilters, emptyJobFilters, type JobFilters } from './searchParams';

// The sheet (MUI Dialog and the whole form) loads when first opened, so the list's chunk stays within its budget.
const JobFilterSheet = lazyWithRetry(() => import(/* webpackChunkName: "job-filter-sheet" */ './JobFilterSheet'));

export interface PhoneJobSearchProps {
  filters: JobFilters;
  onSearch: (filters: JobFilters) => void;
}

/**
 * Search on phones (decisions.md §5, issue 17): spec 2.12 hides the search form at 992px or less, so phones get a
 * search field and a "Filters" button that opens the filter sheet. Both go through the list's onSearch, so visitors
 * get the login prompt of spec 6 exactly as on the desktop form.
 */
export default function PhoneJobSearch({ filters, onSearch }: PhoneJobSearchProps) {
  const [title, setTitle] = useState(filters.jobtitle);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Back/forward or a shared link changes the URL: the field follows it.
  useEffect(() => setTitle(filters.jobtitle), [filters.jobtitle]);
  const active = countFilters(filters);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...filters, jobtitle: title.trim() });
  };
  const apply = (next: JobFilters) => {
    setSheetOpen(false);
    onSearch(next);
  };
  const clear = () => {
    setSheetOpen(false);
    onSearch({ ...emptyJobFilters, jobtitle: title.trim() });
  };

  return (
    <Box component="form" role="search" aria-label={messages.phoneSearchFormLabel} onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextInput
        id="job-phone-search"
        name="jobtitle"
        type="search"
        label={messages.phoneSearchLabel}
        placeholder={messages.jobTitlePlaceholder}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200, enterKeyHint: 'search' } }}
        sx={{ flex: 1 }}
      />
      <IconButton type="submit" aria-label={messages.searchButton} color="primary" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <SearchIcon />
      </IconButton>
      <Button
        type="button"
        variant="outlined"
        onClick={() => setSheetOpen(true)}
        aria-haspopup="dialog"
        startIcon={
          <Badge color="primary" variant="dot" invisible={active === 0}>
            <FilterListIcon />
          </Badge>
        }
        sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
      >
        {messages.filtersButton(active)}
      </Button>
      {sheetOpen ? (
        <Suspense fallback={null}>
          <JobFilterSheet open={sheetOpen} filters={{ ...filters, jobtitle: title.trim() }} onClose={() => setSheetOpen(false)} onApply={apply} onClear={clear} />
        </Suspense>
      ) : null}
    </Box>
  );
}
