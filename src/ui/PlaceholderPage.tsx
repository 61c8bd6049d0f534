import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A clearly titled page for a screen that a later issue builds. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is being built.</Typography>
    </Container>
  );
}
