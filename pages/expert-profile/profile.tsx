import AdvisorProfileScreen from '@/components/profile/advisor/AdvisorProfileScreen';

export default function Page() {
  return <AdvisorProfileScreen />;
}
