import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { pagerItems } from './pagination';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** aria-label of the nav landmark, e.g. 'Job list pages'. */
  label: string;
  disabled?: boolean;
}

const pageButtonSx = { minWidth: 40, height: 40, px: 1, borderRadius: 1 } as const;

/**
 * The pager of spec 9 (items from pagination.ts). Native buttons in a list inside a labelled nav: Tab reaches
 * every control, Enter/Space activate it, the current page carries aria-current="page". Null for one page.
 */
export default function Pager({ page, pageCount, onChange, label, disabled = false }: PagerProps) {
  if (!(pageCount > 1)) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (p: number) => {
    if (!disabled && p !== current && p >= 1 && p <= pageCount) onChange(p);
  };
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 0.5, m: 0, p: 0 }}
      >
        <li>
          <Button
            size="small"
            onClick={() => go(current - 1)}
            disabled={disabled || current <= 1}
            aria-label="Previous page"
            startIcon={<ChevronLeft />}
            sx={{ height: 40 }}
          >
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              Previous
            </Box>
          </Button>
        </li>
        {pagerItems(current, pageCount).map((item) =>
          item.type === 'dots' ? (
            <Box component="li" key={item.key} aria-hidden="true" sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={item.page}>
              <Button
                size="small"
                variant={item.page === current ? 'contained' : 'text'}
                aria-label={`Go to page ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item.page)}
                sx={pageButtonSx}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            size="small"
            onClick={() => go(current + 1)}
            disabled={disabled || current >= pageCount}
            aria-label="Next page"
            endIcon={<ChevronRight />}
            sx={{ height: 40 }}
          >
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              Next
            </Box>
          </Button>
        </li>
      </Box>
    </Box>
  );
}
