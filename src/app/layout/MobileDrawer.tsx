import { Link as RouterLink, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { APP_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { shellMessages as m } from '../messages';
import { navLinks } from './navLinks';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  drawerId: string;
  isLoggedIn: boolean;
  onLogout: () => void;
}

/** The mobile navigation drawer of spec 2.1 (≤ 992px), loaded on the first open of the menu. */
export default function MobileDrawer({ open, onClose, drawerId, isLoggedIn, onLogout }: MobileDrawerProps) {
  return (
    <Drawer anchor="right" open={open} onClose={() => onClose()} slotProps={{ paper: { id: drawerId, sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="h6" component="p">
          {APP_NAME}
        </Typography>
        <IconButton aria-label={m.nav.closeMenu} onClick={() => onClose()}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={m.nav.label}>
        <List>
          {navLinks.map((l) => (
            <ListItem key={l.href} disablePadding>
              <ListItemButton component={NavLink} to={l.href} end={l.end} onClick={() => onClose()} sx={{ '&.active': { color: 'primary.main' } }}>
                <ListItemText primary={l.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <List>
          {isLoggedIn ? (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                <ListItemText primary={m.nav.logout} />
              </ListItemButton>
            </ListItem>
          ) : (
            <>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.login.getHref()} onClick={() => onClose()}>
                  <ListItemText primary={m.nav.login} />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton component={RouterLink} to={paths.register.getHref()} onClick={() => onClose()}>
                  <ListItemText primary={m.nav.register} />
                </ListItemButton>
              </ListItem>
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
