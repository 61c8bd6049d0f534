import PlaceholderPage from '@/ui/PlaceholderPage';

export default function ArticlePage() {
  return <PlaceholderPage title="Article" />;
}
