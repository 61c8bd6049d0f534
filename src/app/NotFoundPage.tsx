import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { shellMessages as m } from './messages';

/** Any URL the route table does not know. */
export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem' }}>
          {m.notFound.title}
        </Typography>
        <Typography>{m.notFound.message}</Typography>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
            {m.notFound.home}
          </Button>
          <Button component={RouterLink} to={paths.jobs.getHref()} variant="outlined">
            {m.notFound.jobs}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
