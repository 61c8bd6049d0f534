import PlaceholderPage from '@/ui/PlaceholderPage';

export default function SmartMatchPage() {
  return <PlaceholderPage title="AI Auto Job Search & Daily Alerts" />;
}
