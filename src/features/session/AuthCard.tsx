import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The centred card every session screen sits in. */
/** Without a title the child renders its own h1 (the OTP screen). */
export default function AuthCard({ title, subtitle, children, wide }: { title?: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, md: 6 }, bgcolor: 'grey.50', minHeight: '100%' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: wide ? 860 : 440, p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        {title && (
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 30 }, mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
        )}
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
