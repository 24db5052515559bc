import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import type { AddClientBody, AddClientResult } from '@/services/clients.api';
import { errorMessage } from '@/services/http/errors';
import { useAddClientMutation } from '@/store/api/clients';
import { signupSchema } from '@/utils/validation';
import styles from './Clients.module.scss';

interface Props {
  onAdded: (result: AddClientResult, body: AddClientBody) => void;
  /** The lead being converted: its name and mobile fill the form, and the add carries its id. */
  lead?: { id: string; name: string; mobile_no: string } | null;
}

/** The client's mobile and name, checked with the signup rules (the backend checks the same schema). */
export default function AddClientForm({ onAdded, lead }: Props) {
  const [add, { isLoading, error, reset }] = useAddClientMutation();
  const { register, handleSubmit, formState } = useZodForm(signupSchema, {
    defaultValues: { name: lead?.name ?? '', mobile_no: lead?.mobile_no ?? '' },
  });
  const { errors } = formState;

  async function submit(values: AddClientBody) {
    reset();
    const body = lead ? { ...values, lead_id: lead.id } : values;
    try {
      onAdded(await add(body).unwrap(), body);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <form className={styles.card} onSubmit={handleSubmit(submit)} noValidate aria-label="Add a client">
      <Input label="Client's mobile number" prefix="+91" inputMode="numeric" numeric autoComplete="off" {...register('mobile_no')} error={errorText(errors, 'mobile_no')} />
      <Input label="Client's full name" autoComplete="off" {...register('name')} error={errorText(errors, 'name')} />
      {error && (
        <p role="alert" className={styles.error}>
          {errorMessage(error)}
        </p>
      )}
      <Button type="submit" loading={isLoading} disabled={isLoading}>
        Add client
      </Button>
    </form>
  );
}
