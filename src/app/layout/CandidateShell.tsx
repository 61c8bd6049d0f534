import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { candidateMenu, paths } from '@/config/paths';
import { useIsMobile } from '@/theme/responsive';
import { shellMessages as m } from '../messages';

/** Spec 2.3: the menu items in their order numbers. */
const orderedCandidateMenu = [...candidateMenu].sort((a, b) => a.order - b.order);

function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
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
          <Box component="nav" aria-label={m.candidateMenu} sx={{ overflowX: 'auto', mb: 2 }}>
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
