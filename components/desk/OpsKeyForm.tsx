// Asks the operator for their key (OPS_API_KEY). Nothing is sent until they submit; the page keeps the key in
// this tab's sessionStorage only.
import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import styles from './Desk.module.scss';

export default function OpsKeyForm({ onKey }: { onKey: (key: string) => void }) {
  const [key, setKey] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = key.trim();
    setEmpty(!given);
    if (given) onKey(given);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Enter the operator key" noValidate>
      <Input
        label="Operator key"
        type="password"
        autoComplete="off"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        error={empty ? 'Enter the operator key' : undefined}
        hint="Kept in this tab only; closing the tab forgets it."
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm">
          Show screen views
        </Button>
      </div>
    </form>
  );
}
