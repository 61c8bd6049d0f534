import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { candidateMenu, paths } from '@/config/paths';
import { useIsMobile } from '@/theme/responsive';
import { shellMessages as m } from '../messages';

/** Spec 2.3: the menu items in their order numbers. */
const orderedCandidateMenu = [...candidateMenu].sort((a, b) => a.order - b.order);

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

const FADE = 32;

/**
 * The phone's candidate menu: one row of tabs wider than the screen (issue 29: it was cut off with no cue). The side
 * with more tabs fades out and carries a scroll button; the current page's tab is scrolled into view.
 */
function MobileMenuStrip({ pathname }: { pathname: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const current = el.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && typeof el.scrollTo === 'function') el.scrollTo({ left: current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [pathname, update]);
  const scroll = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft + direction * Math.max(120, el.clientWidth * 0.7);
    if (typeof el.scrollTo === 'function') el.scrollTo({ left, behavior: 'smooth' });
    else el.scrollLeft = left;
    update();
  };
  // The buttons are for pointer and touch; the keyboard reaches every tab with Tab, which scrolls it into view.
  const mask = `linear-gradient(to right, ${more.left ? 'transparent' : '#000'} 0, #000 ${FADE}px, #000 calc(100% - ${FADE}px), ${more.right ? 'transparent' : '#000'} 100%)`;
  const edgeButton = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1, bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'background.paper' } } as const;
  return (
    <Box component="nav" aria-label={m.candidateMenu} sx={{ position: 'relative', mb: 2 }}>
      {more.left ? (
        <IconButton size="small" tabIndex={-1} aria-label={m.scrollMenuLeft} onClick={() => scroll(-1)} sx={{ ...edgeButton, left: 0 }}>
          <ChevronLeft />
        </IconButton>
      ) : null}
      <Box ref={scroller} data-scroll-strip="" sx={{ overflowX: 'auto', py: 0.5, scrollPaddingInline: `${FADE + 8}px`, maskImage: mask, WebkitMaskImage: mask }}>
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, width: 'max-content' }}>
          {orderedCandidateMenu.map((item) => (
            <li key={item.href}>
              <Button
                component={NavLink}
                to={item.href}
                size="small"
                variant={isActive(pathname, item.href) ? 'contained' : 'outlined'}
                aria-current={isActive(pathname, item.href) ? 'page' : undefined}
              >
                {item.label}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      {more.right ? (
        <IconButton size="small" tabIndex={-1} aria-label={m.scrollMenuRight} onClick={() => scroll(1)} sx={{ ...edgeButton, right: 0 }}>
          <ChevronRight />
        </IconButton>
      ) : null}
    </Box>
  );
}

/**
 * Frame of the candidate pages: the ordered candidate menu beside the page on desktop, above it (scrollable) on
 * mobile; on mobile the my-profile page shows a back button to the dashboard instead of the menu (spec 2.3).
 */
export default function CandidateShell() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();

  if (isMobile) {
    const onProfile = pathname === paths.candidate.myProfile.getHref();
    return (
      <Container maxWidth="xl" sx={{ py: 2 }}>
        {onProfile ? (
          <Button component={RouterLink} to={paths.candidate.dashboard.getHref()} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
            {m.backToDashboard}
          </Button>
        ) : (
          <MobileMenuStrip pathname={pathname} />
        )}
        <Outlet />
      </Container>
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: 3, display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Paper component="nav" aria-label={m.candidateMenu} variant="outlined" sx={{ width: 240, flexShrink: 0, position: 'sticky', top: 80 }}>
        <List>
          {orderedCandidateMenu.map((item) => (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.href}
                selected={isActive(pathname, item.href)}
                aria-current={isActive(pathname, item.href) ? 'page' : undefined}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Container>
  );
}
