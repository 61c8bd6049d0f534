import PlaceholderPage from '@/ui/PlaceholderPage';

export default function LandingPage() {
  return <PlaceholderPage title="Find Exciting Jobs Today" />;
}
