import PlaceholderPage from '@/ui/PlaceholderPage';

export default function ContactPage() {
  return <PlaceholderPage title="Get in touch with us" />;
}
