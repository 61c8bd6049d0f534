import PlaceholderPage from '@/ui/PlaceholderPage';

export default function SmartMatchSlotsPage() {
  return <PlaceholderPage title="SmartMatch" />;
}
