import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useReleaseServerMarkup } from '@/ui/serverMarkup';
import { shellMessages as m } from './messages';

/** webpack's ChunkLoadError, a failed dynamic import in any browser, or a CSS chunk that did not load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(message)
  );
}

function reload() {
  window.location.reload();
}

/** What RouteErrorBoundary shows: the chunk failure screen of decisions.md §3, or a generic fallback — never a blank page. */
export default function RouteErrorScreen({ error }: { error: unknown }) {
  // It may stand in for a server-rendered page that failed to hydrate: its buttons must work.
  useReleaseServerMarkup();
  const chunk = isChunkLoadError(error);
  const text = chunk ? m.chunkFailed : m.routeError;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      {/* Box rather than Stack: this screen is part of every first load (it must show when chunks fail). */}
      <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
          {text.title}
        </Typography>
        <Typography>{text.message}</Typography>
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" onClick={reload}>
            {text.reload}
          </Button>
          {!chunk && (
            <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
              {m.routeError.home}
            </Button>
          )}
        </Box>
      </Box>
    </Container>
  );
}
