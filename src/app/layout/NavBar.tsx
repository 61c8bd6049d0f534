import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import HomeIcon from '@mui/icons-material/Home';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { APP_NAME } from '@/config/constants';
import { CANDIDATE_PREFIX, paths } from '@/config/paths';
import { useGetMyProfileQuery } from '@/api/profileApi';
import { logout } from '@/features/session/logout';
import { selectIsLoggedIn } from '@/features/session/sessionSlice';
import { useIsMobile } from '@/theme/responsive';
import { whenIdle } from '@/ui/idle';
import { useAppDispatch, useAppSelector } from '../hooks';
import { navLinks } from './navLinks';
import { shellMessages as m } from '../messages';
import { lazyWithRetry } from '@/ui/lazyWithRetry';

// Menus open on demand: their Modal/Popover code is not part of the first load (docs/performance.md).
const loadDrawer = () => import(/* webpackChunkName: "nav-menus" */ './MobileDrawer');
const MobileDrawer = lazyWithRetry(loadDrawer);
const RegisterMenu = lazyWithRetry(() => import(/* webpackChunkName: "nav-menus" */ './RegisterMenu'));

export { navLinks } from './navLinks';

function Brand() {
  return (
    <Typography
      component={RouterLink}
      to={paths.home.getHref()}
      aria-label={m.brandHome}
      variant="h5"
      sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 800, mr: 3, whiteSpace: 'nowrap' }}
    >
      {APP_NAME}
    </Typography>
  );
}

function ProfileLink() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // Spec 4: no profile is fetched for an anonymous user.
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !isLoggedIn });
  // No initials as text: the link's name is "Profile", and visible text would have to be part of it (WCAG 2.5.3).
  return (
    <IconButton component={RouterLink} to={paths.candidate.dashboard.getHref()} aria-label={m.nav.profile} sx={{ p: 0.5 }}>
      <ProfileAvatar src={profile?.profile_img ?? undefined} />
    </IconButton>
  );
}

/** A round photo, or a person icon without one or when it fails to load: MUI's Avatar in a few lines. */
function ProfileAvatar({ src }: { src?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showPhoto = src && src !== failedSrc;
  return (
    <Box
      data-testid="profile-avatar"
      sx={{ width: 36, height: 36, borderRadius: '50%', overflow: 'hidden', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff' }}
    >
      {showPhoto ? (
        <img src={src} alt="" width={36} height={36} style={{ objectFit: 'cover' }} onError={() => setFailedSrc(src)} />
      ) : (
        <PersonIcon aria-hidden />
      )}
    </Box>
  );
}

const linkSx = {
  color: 'text.primary',
  fontWeight: 600,
  '&.active': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '6px' },
} as const;

function DesktopNav({ isLoggedIn, onLogout }: { isLoggedIn: boolean; onLogout: () => void }) {
  return (
    <>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0, flex: 1 }}>
        {navLinks.map((l) => (
          <li key={l.href}>
            <Button component={NavLink} to={l.href} end={l.end} sx={linkSx}>
              {l.label}
            </Button>
          </li>
        ))}
      </Box>
      {isLoggedIn ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ProfileLink />
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout}>
            {m.nav.logout}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={paths.login.getHref()} variant="outlined">
            {m.nav.login}
          </Button>
          <Button component={RouterLink} to={paths.register.getHref()} variant="contained">
            {m.nav.register}
          </Button>
        </Box>
      )}
    </>
  );
}

function RegisterDropdown() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const everOpened = useRef(false);
  if (anchor) everOpened.current = true;
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        size="small"
        endIcon={<KeyboardArrowDownIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {m.nav.registerMenu}
      </Button>
      {everOpened.current && (
        <Suspense fallback={null}>
          <RegisterMenu id={menuId} anchorEl={anchor} onClose={() => setAnchor(null)} labelledBy={buttonId} />
        </Suspense>
      )}
    </>
  );
}

function MobileNav({ isLoggedIn, onLogout }: { isLoggedIn: boolean; onLogout: () => void }) {
  const [open, setOpenState] = useState(false);
  // The drawer's code loads on the first open (or when idle): the first paint needs only the menu button.
  const [everOpened, setEverOpened] = useState(false);
  const setOpen = (value: boolean) => {
    if (value) setEverOpened(true);
    setOpenState(value);
  };
  const { pathname } = useLocation();
  const onCandidatePage = pathname.startsWith(`${CANDIDATE_PREFIX}/`);
  const drawerId = useId();
  useEffect(() => whenIdle(loadDrawer), []);
  return (
    <>
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {isLoggedIn && onCandidatePage && (
          <IconButton component={RouterLink} to={paths.candidate.dashboard.getHref()} aria-label={m.nav.dashboardHome} color="primary">
            <HomeIcon />
          </IconButton>
        )}
        {isLoggedIn ? <ProfileLink /> : <RegisterDropdown />}
        <IconButton aria-label={m.nav.openMenu} aria-controls={open ? drawerId : undefined} aria-expanded={open} onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
      </Box>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={() => setOpen(false)} drawerId={drawerId} isLoggedIn={isLoggedIn} onLogout={onLogout} />
        </Suspense>
      )}
    </>
  );
}

/** The navigation bar of spec 2.1: desktop links, or (≤ 992px) a menu drawer. Login state from the session slice (cookie). */
export default function NavBar() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const onLogout = () => {
    void dispatch(logout());
  };
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component={isMobile ? 'div' : 'nav'} aria-label={isMobile ? undefined : m.nav.label} sx={{ gap: 1 }}>
        <Brand />
        {isMobile ? <MobileNav isLoggedIn={isLoggedIn} onLogout={onLogout} /> : <DesktopNav isLoggedIn={isLoggedIn} onLogout={onLogout} />}
      </Toolbar>
    </AppBar>
  );
}
