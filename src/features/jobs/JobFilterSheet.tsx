import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import JobFacets from './JobFacets';
import JobSearchForm from './JobSearchForm';
import { messages } from './messages';
import type { JobFilters } from './searchParams';

export interface JobFilterSheetProps {
  open: boolean;
  filters: JobFilters;
  onClose: () => void;
  onApply: (filters: JobFilters) => void;
  onClear: () => void;
}

/**
 * The phone's filter sheet (decisions.md §5): the desktop form's filters in a full-screen dialog titled "Filter jobs",
 * with Apply and Clear, and under them the "Refine results" counts (issue 32). MUI's Dialog gives it the dialog role,
 * the focus trap, Escape and focus return to "Filters".
 */
export default function JobFilterSheet({ open, filters, onClose, onApply, onClear }: JobFilterSheetProps) {
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby="job-filter-sheet-title">
      <DialogTitle id="job-filter-sheet-title" sx={{ pr: 7 }}>
        {messages.filterSheetTitle}
        <IconButton aria-label={messages.closeFilters} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <JobSearchForm filters={filters} onSearch={onApply} onClear={onClear} layout="sheet" />
        {/* Facet counts under the fields (issue 32): a press applies at once, like Apply. */}
        <JobFacets filters={filters} onSearch={onApply} layout="sheet" />
      </DialogContent>
    </Dialog>
  );
}
