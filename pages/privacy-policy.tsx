import PrivacyPolicy from '@/components/content/PrivacyPolicy';

export default function Page() {
  return <PrivacyPolicy />;
}
