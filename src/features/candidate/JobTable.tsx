import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import NativeSelectField from '@/ui/fields/NativeSelectField';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/theme/responsive';
import { formatDayMonthYear } from '@/ui/format';
import Pager from '@/ui/Pager';
import type { JobSummary } from '@/shared/apiTypes';
// The listing's lines as the job cards and the detail pane show them (issue 17: one source for their words and rules).
import FreshnessLine, { CheckedAgo } from '@/features/jobs/FreshnessLine';
import SalaryLine from '@/features/jobs/SalaryLine';
import { listingSourceLine } from '@/shared/listingLines';
import { jobTableMessages } from './messages';

/**
 * A row of the API's candidate lists. Rows of the API always carry `salary` (null when not disclosed), `source` and
 * `status` (issues 16, 17): the table shows them as the job cards do.
 */
export interface JobTableRow extends Pick<JobSummary, 'id' | 'image' | 'position' | 'company' | 'location' | 'date' | 'salary' | 'source' | 'status'> {
  /** Row key when present (spec 3: "a code used as row key"). */
  code?: string;
  /** Applied Jobs / Saved Jobs: the day the candidate applied / saved (YYYY-MM-DD). */
  applied_at?: string;
  saved_at?: string;
  /** Optional line under the position, e.g. why SmartMatch picked this job. */
  reason?: string;
}

export interface JobTableFilters {
  company: string;
  position: string;
  location: string;
}

export interface JobTableFilterOptions {
  companies: string[];
  positions: string[];
  locations: string[];
}

export const emptyJobTableFilters: JobTableFilters = { company: '', position: '', location: '' };

export interface JobTableProps {
  /** Accessible name of the table, e.g. 'Featured Jobs'. */
  label: string;
  rows: JobTableRow[];
  loading?: boolean;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  filters: JobTableFilters;
  filterOptions: JobTableFilterOptions;
  onFiltersChange: (filters: JobTableFilters) => void;
  /** A column (and card line) with when the candidate applied or saved, beside the post date (issue 29). */
  actionDate?: ActionDateField;
}

export type ActionDateField = 'applied_at' | 'saved_at';

const jobHref = (id: number) => paths.jobs.getHref(id);

function FilterSelect({
  label,
  value,
  options,
  onChange,
  idPrefix,
}: {
  label: string;
  value: string;
  options: string[];
  onChange: (v: string) => void;
  idPrefix: string;
}) {
  // Keep a chosen value selectable even when the current options do not list it.
  const list = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <NativeSelectField id={`${idPrefix}-${label.toLowerCase()}`} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{jobTableMessages.all}</option>
      {list.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </NativeSelectField>
  );
}

function FilterFields({
  draft,
  setDraft,
  options,
  idPrefix,
}: {
  draft: JobTableFilters;
  setDraft: (f: JobTableFilters) => void;
  options: JobTableFilterOptions;
  idPrefix: string;
}) {
  return (
    <>
      <FilterSelect
        idPrefix={idPrefix}
        label={jobTableMessages.company}
        value={draft.company}
        options={options.companies}
        onChange={(company) => setDraft({ ...draft, company })}
      />
      <FilterSelect
        idPrefix={idPrefix}
        label={jobTableMessages.position}
        value={draft.position}
        options={options.positions}
        onChange={(position) => setDraft({ ...draft, position })}
      />
      <FilterSelect
        idPrefix={idPrefix}
        label={jobTableMessages.location}
        value={draft.location}
        options={options.locations}
        onChange={(location) => setDraft({ ...draft, location })}
      />
    </>
  );
}

/**
 * Under the position: the salary (with "≈" in the candidate's currency), the source line with when it was checked,
 * and "No longer accepting applications" or "May no longer be open". Each line wraps on its own at 375 px.
 */
function ListingLines({ row }: { row: JobTableRow }) {
  const source = listingSourceLine(row.source);
  return (
    <Stack component="span" spacing={0.25} sx={{ mt: 0.25, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="table-listing-lines">
      {row.salary !== undefined ? <SalaryLine salary={row.salary} /> : null}
      {source ? (
        <Typography variant="caption" component="span" color={row.source?.verified ? 'success.dark' : 'text.secondary'} data-testid="table-source">
          {source}
          <CheckedAgo job={row} />
        </Typography>
      ) : null}
      {row.status === 'closed' ? (
        <Typography variant="caption" component="span" sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {jobTableMessages.closed}
        </Typography>
      ) : (
        <FreshnessLine job={row} withPosted={false} />
      )}
    </Stack>
  );
}

function DesktopRows({ rows, loading, actionDate }: { rows: JobTableRow[]; loading: boolean; actionDate?: ActionDateField }) {
  const columns = actionDate ? 6 : 5;
  if (loading) {
    return (
      <>
        {[0, 1, 2].map((i) => (
          <TableRow key={i}>
            {Array.from({ length: columns }, (_, j) => j).map((j) => (
              <TableCell key={j}>
                <Skeleton />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </>
    );
  }
  if (rows.length === 0) {
    return (
      <TableRow>
        <TableCell colSpan={columns} align="center" sx={{ py: 4 }}>
          <Typography color="text.secondary">{jobTableMessages.empty}</Typography>
        </TableCell>
      </TableRow>
    );
  }
  return (
    <>
      {rows.map((row) => (
        <TableRow key={row.code ?? row.id} hover>
          <TableCell>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar src={row.image} alt="" variant="rounded" sx={{ width: 40, height: 40 }}>
                {row.company.charAt(0)}
              </Avatar>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{row.position}</Typography>
                <ListingLines row={row} />
                {row.reason && (
                  <Typography variant="body2" color="text.secondary">
                    {row.reason}
                  </Typography>
                )}
              </Box>
            </Stack>
          </TableCell>
          <TableCell>{row.company}</TableCell>
          <TableCell>{row.location}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonthYear(row.date)}</TableCell>
          {actionDate ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{row[actionDate] ? formatDayMonthYear(row[actionDate]) : ''}</TableCell> : null}
          <TableCell>
            <Button
              variant="outlined"
              size="small"
              href={jobHref(row.id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={jobTableMessages.viewLabel(row.position, row.company)}
            >
              {jobTableMessages.view}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </>
  );
}

function MobileCards({ label, rows, loading, actionDate }: { label: string; rows: JobTableRow[]; loading: boolean; actionDate?: ActionDateField }) {
  if (loading) {
    return (
      <Stack spacing={1.5} role="status" aria-label={jobTableMessages.loading} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{jobTableMessages.empty}</Typography>
      </Paper>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <li key={row.code ?? row.id}>
          <Card>
            <CardActionArea component={RouterLink} to={jobHref(row.id)}>
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Avatar src={row.image} alt="" variant="rounded" sx={{ width: 48, height: 48 }}>
                    {row.company.charAt(0)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {row.position}
                    </Typography>
                    <Typography variant="body2">{row.company}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {row.location} · {actionDate ? jobTableMessages.postedLine(formatDayMonthYear(row.date)) : formatDayMonthYear(row.date)}
                    </Typography>
                    {actionDate && row[actionDate] ? (
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {jobTableMessages.actionDateLine[actionDate](formatDayMonthYear(row[actionDate]))}
                      </Typography>
                    ) : null}
                    <ListingLines row={row} />
                    {row.reason && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {row.reason}
                      </Typography>
                    )}
                  </Box>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The paged job table of the candidate area (spec 2.15): it renders the rows and filter options it is given and
 * reports page and filter changes. Desktop: columns Job Title, Company, Location, Post Date, Action. Mobile
 * (≤ 992 px): one column of cards linking to the job. Filters (decisions.md §3) apply on Search / Apply only.
 */
export default function JobTable({
  label,
  rows,
  loading = false,
  page,
  pageCount,
  onPageChange,
  filters,
  filterOptions,
  onFiltersChange,
  actionDate,
}: JobTableProps) {
  const isMobile = useIsMobile();
  const idPrefix = useId();
  const [draft, setDraft] = useState<JobTableFilters>(filters);
  const [filterOpen, setFilterOpen] = useState(false);

  // The applied filters can change from outside (back button, navigation): show them.
  const { company, position, location } = filters;
  useEffect(() => setDraft({ company, position, location }), [company, position, location]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFiltersChange(draft);
    setFilterOpen(false);
  };

  return (
    <Box>
      {isMobile ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFilterOpen(true)}>
              {jobTableMessages.filter}
            </Button>
          </Box>
          <Dialog
            open={filterOpen}
            onClose={() => {
              setDraft(filters);
              setFilterOpen(false);
            }}
            fullWidth
            maxWidth="xs"
            aria-labelledby={`${idPrefix}-filter-title`}
          >
            <form onSubmit={submit} noValidate>
              <DialogTitle id={`${idPrefix}-filter-title`}>{jobTableMessages.filterTitle}</DialogTitle>
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FilterFields draft={draft} setDraft={setDraft} options={filterOptions} idPrefix={`${idPrefix}-m`} />
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button
                  onClick={() => {
                    setDraft(filters);
                    setFilterOpen(false);
                  }}
                >
                  {jobTableMessages.close}
                </Button>
                <Button type="submit" variant="contained">
                  {jobTableMessages.apply}
                </Button>
              </DialogActions>
            </form>
          </Dialog>
          <MobileCards label={label} rows={rows} loading={loading} actionDate={actionDate} />
        </>
      ) : (
        <>
          <Box
            component="form"
            role="search"
            aria-label={`${label} ${jobTableMessages.filter}`}
            onSubmit={submit}
            noValidate
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', gap: 2, alignItems: 'center', mb: 2 }}
          >
            <FilterFields draft={draft} setDraft={setDraft} options={filterOptions} idPrefix={`${idPrefix}-d`} />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
              {jobTableMessages.search}
            </Button>
          </Box>
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={label} aria-busy={loading || undefined}>
              <TableHead>
                <TableRow>
                  <TableCell>{jobTableMessages.columns.title}</TableCell>
                  <TableCell>{jobTableMessages.columns.company}</TableCell>
                  <TableCell>{jobTableMessages.columns.location}</TableCell>
                  <TableCell>{jobTableMessages.columns.date}</TableCell>
                  {actionDate ? <TableCell>{jobTableMessages.actionDateColumns[actionDate]}</TableCell> : null}
                  <TableCell>{jobTableMessages.columns.action}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <DesktopRows rows={rows} loading={loading} actionDate={actionDate} />
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <Pager page={page} pageCount={pageCount} onChange={onPageChange} label={jobTableMessages.pages(label)} disabled={loading} />
    </Box>
  );
}
