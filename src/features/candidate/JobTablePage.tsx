import PlaceholderPage from '@/ui/PlaceholderPage';
import type { CandidateListType } from '@/api/types';

const titles: Record<CandidateListType, string> = {
  featured_jobs: 'Featured Jobs',
  available_jobs: 'Available Jobs',
  applied_jobs: 'Applied Jobs',
  saved_jobs: 'Saved Jobs',
  hiring_request: 'Hiring Request',
};

export default function JobTablePage({ type }: { type: CandidateListType }) {
  return <PlaceholderPage title={titles[type]} />;
}
