import PlaceholderPage from '@/ui/PlaceholderPage';

export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
