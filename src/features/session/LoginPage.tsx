import PlaceholderPage from '@/ui/PlaceholderPage';

export default function LoginPage() {
  return <PlaceholderPage title="Login" />;
}
