import BirthdayCards from '@/components/prozone/BirthdayCards';

export default function Page() {
  return <BirthdayCards />;
}
