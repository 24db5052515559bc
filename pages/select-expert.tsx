import SelectExpert from '@/components/clients/SelectExpert';

export default function Page() {
  return <SelectExpert />;
}
