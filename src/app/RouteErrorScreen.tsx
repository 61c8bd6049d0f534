import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { shellMessages as m } from './messages';
import NotFoundPage from './NotFoundPage';

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

/** Route error boundary: the chunk failure screen of decisions.md §3, 404s, and a generic fallback — never a blank page. */
export default function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);
  const text = chunk ? m.chunkFailed : m.routeError;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} role="alert">
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
          {text.title}
        </Typography>
        <Typography>{text.message}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={reload}>
            {text.reload}
          </Button>
          {!chunk && (
            <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
              {m.routeError.home}
            </Button>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
