import PlaceholderPage from '@/ui/PlaceholderPage';
import type { BrowseType } from '@/config/paths';

/** /jobs, /jobs/{id} and the browse-by job lists (browseType set). */
export default function JobsPage({ browseType }: { browseType?: BrowseType }) {
  return <PlaceholderPage title={browseType ? `Jobs by ${browseType}` : 'Find Jobs'} />;
}
