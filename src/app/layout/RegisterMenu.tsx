import { Link as RouterLink } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { paths } from '@/config/paths';
import { shellMessages as m } from '../messages';

/** The mobile Register dropdown's menu (Login / Register), loaded on the first open. */
export default function RegisterMenu({ id, anchorEl, onClose, labelledBy }: { id: string; anchorEl: HTMLElement | null; onClose: () => void; labelledBy: string }) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={!!anchorEl} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      <MenuItem component={RouterLink} to={paths.login.getHref()} onClick={onClose}>
        {m.nav.login}
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.register.getHref()} onClick={onClose}>
        {m.nav.register}
      </MenuItem>
    </Menu>
  );
}
