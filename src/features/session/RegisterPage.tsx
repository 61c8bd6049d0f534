import PlaceholderPage from '@/ui/PlaceholderPage';

export default function RegisterPage() {
  return <PlaceholderPage title="Register" />;
}
