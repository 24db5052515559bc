import Input from '@/components/ui/Input';

/** The search box of the advisor's client lists: the server matches a name, a mobile number or a PAN's last 4. */
export default function ClientSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <Input
      label="Search clients"
      hint="Name, mobile number or the last 4 characters of the PAN"
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
