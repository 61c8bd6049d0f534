import PlaceholderPage from '@/ui/PlaceholderPage';

export default function AboutPage() {
  return <PlaceholderPage title="About Us" />;
}
