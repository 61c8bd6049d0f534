import PlaceholderPage from '@/ui/PlaceholderPage';

export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Forgot Password" />;
}
