import PlaceholderPage from '@/ui/PlaceholderPage';

export default function ArticlesPage() {
  return <PlaceholderPage title="Articles" />;
}
