import PlaceholderPage from '@/ui/PlaceholderPage';

export default function SubscriptionPage() {
  return <PlaceholderPage title="Choose Your Plan" />;
}
