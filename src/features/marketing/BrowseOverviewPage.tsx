import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/api/errors';
import { browseTypes, type BrowseType } from '@/config/paths';
import TileGrid from './components/TileGrid';
import { useGetBrowseOverviewQuery } from './marketingApi';
import { browseMessages as m } from './messages';
import { browseOverviewHead } from '@/shared/pageHeads';
import { usePageHead } from '@/ui/usePageHead';

/** Browse-by overviews (spec 2.13): 'Browse Jobs By' + type; tiles with name, image and count; /login for visitors. */
export default function BrowseOverviewPage({ type }: { type: BrowseType }) {
  const heading = `${m.heading} ${browseTypes[type].label}`;
  const { data, isLoading, isError, error, refetch } = useGetBrowseOverviewQuery(type);
  const items = data ?? [];
  // The description names the entries: written once they are here (the server's page has them from the start).
  usePageHead(
    data
      ? {
          ...browseOverviewHead(
            type,
            data.map((x) => x.name),
          ),
          path: browseTypes[type].overview,
        }
      : null,
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 3 }}>
        {heading}
      </Typography>
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {m.retry}
            </Button>
          }
        >
          {messageOf(error, m.failed)}
        </Alert>
      ) : !isLoading && items.length === 0 ? (
        <Typography color="text.secondary">{m.empty}</Typography>
      ) : (
        <Box>
          <TileGrid tiles={items} loading={isLoading} skeletons={12} label={heading} />
        </Box>
      )}
    </Container>
  );
}
