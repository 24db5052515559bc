import SelectClient from '@/components/clients/SelectClient';

export default function SelectClientPage() {
  return <SelectClient />;
}
