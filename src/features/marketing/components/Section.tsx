import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A titled page section: an h2 with an optional lead, an optional action beside the title, and content. */
export default function Section({
  id,
  title,
  lead,
  action,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : undefined }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
          <Box sx={{ maxWidth: 720 }}>
            <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {title}
            </Typography>
            {lead ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {lead}
              </Typography>
            ) : null}
          </Box>
          {action}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
