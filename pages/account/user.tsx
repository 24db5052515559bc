import AccountLogin from '@/components/auth/AccountLogin';

export default function AccountUserPage() {
  return <AccountLogin audience="user" />;
}
