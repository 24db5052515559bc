import FdBookingScreen from '@/components/fds/FdBookingScreen';

export default function Page() {
  return <FdBookingScreen />;
}
