import MyAccountScreen from '@/components/profile/advisor/MyAccountScreen';

export default function Page() {
  return <MyAccountScreen />;
}
