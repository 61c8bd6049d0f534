import PlaceholderPage from '@/ui/PlaceholderPage';
import type { BrowseType } from '@/config/paths';

export default function BrowseOverviewPage({ type }: { type: BrowseType }) {
  return <PlaceholderPage title={`Browse Jobs By ${type}`} />;
}
