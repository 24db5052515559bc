import AccountLogin from '@/components/auth/AccountLogin';

export default function AccountExpertPage() {
  return <AccountLogin audience="expert" />;
}
