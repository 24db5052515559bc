// Adds a lead: name and mobile (the login rule: 10 digits starting 6–9), city and remarks optional. A mobile the
// advisor already holds is refused by the server with its own message, shown here on the mobile field.
import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorMessage } from '@/services/http/errors';
import { useAddLeadMutation } from '@/store/api/desk';
import { leadCreateSchema } from '@/utils/validation/deskLeads';
import styles from './Desk.module.scss';

type Field = 'name' | 'mobile_no' | 'form';

const EMPTY = { name: '', mobile_no: '', city: '', remarks: '' };

/** The field a server failure is about: its first field error, else the form as a whole. */
function failedField(error: unknown): Field {
  const path = (error as { data?: { errors?: { path?: string }[] } })?.data?.errors?.[0]?.path;
  return path === 'name' || path === 'mobile_no' ? path : 'form';
}

export default function AddLeadForm({ onDone }: { onDone?: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [add, { isLoading }] = useAddLeadMutation();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadCreateSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'name' || issue?.path[0] === 'mobile_no' ? issue.path[0] : 'form';
      return setProblem({ field, message: issue?.message ?? 'Check the details' });
    }
    try {
      await add(parsed.data).unwrap();
      setProblem(null);
      setValues(EMPTY);
      onDone?.();
    } catch (error) {
      setProblem({ field: failedField(error), message: errorMessage(error) });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Add lead" noValidate>
      <div className={styles.row}>
        <Input label="Name" value={values.name} onChange={set('name')} error={errorOf('name')} autoComplete="off" required />
        <Input
          label="Mobile number"
          value={values.mobile_no}
          onChange={set('mobile_no')}
          error={errorOf('mobile_no')}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          required
        />
      </div>
      <div className={styles.row}>
        <Input label="City" value={values.city} onChange={set('city')} />
        <Input label="Remarks" value={values.remarks} onChange={set('remarks')} />
      </div>
      {errorOf('form') && (
        <p className={styles.error} role="alert">
          {errorOf('form')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={isLoading}>
          Save lead
        </Button>
        {onDone && (
          <Button type="button" variant="text" size="sm" onClick={onDone}>
            Close
          </Button>
        )}
      </div>
    </form>
  );
}
