import PlaceholderPage from '@/ui/PlaceholderPage';

export default function MyProfilePage() {
  return <PlaceholderPage title="My Profile" />;
}
