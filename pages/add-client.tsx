import AddClient from '@/components/clients/AddClient';

export default function AddClientPage() {
  return <AddClient />;
}
