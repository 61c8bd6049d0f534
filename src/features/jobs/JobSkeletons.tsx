import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { JOB_LIST_PAGE_SIZE } from '@/config/constants';
import { messages } from './messages';

export function JobCardsSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-label={messages.loadingJobs}>
      {Array.from({ length: JOB_LIST_PAGE_SIZE }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2, display: 'flex', gap: 2 }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" height={24} />
            <Skeleton width="45%" />
            <Skeleton width="35%" />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

export function JobDetailSkeleton() {
  return (
    <Box role="status" aria-label={messages.loadingJob}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Skeleton variant="rounded" width={56} height={56} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" height={36} />
          <Skeleton width="40%" />
          <Skeleton width="50%" />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ mb: 3 }}>
        <Skeleton variant="rounded" width={120} height={36} />
        <Skeleton variant="rounded" width={90} height={36} />
      </Stack>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} width={`${90 - i * 8}%`} />
      ))}
    </Box>
  );
}
