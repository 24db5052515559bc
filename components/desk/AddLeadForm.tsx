// Adds a lead, or edits one (`lead`): name and mobile (the login rule: 10 digits starting 6–9), city and remarks
// optional, checked with the creation's schema either way. A mobile the advisor already holds as another lead is
// refused by the server with its own message, shown here on the mobile field. Editing, a blank city or remarks
// clears it.
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import { errorText, useZodForm } from '@/components/ui/useZodForm';
import { errorMessage } from '@/services/http/errors';
import { useAddLeadMutation, useEditLeadMutation } from '@/store/api/desk';
import type { LeadView } from '@/utils/desk/wire';
import { type LeadCreateInput, leadCreateSchema } from '@/utils/validation/deskLeads';
import styles from './Desk.module.scss';

type Values = LeadCreateInput;

const EMPTY: Values = { name: '', mobile_no: '', city: '', remarks: '' };

const valuesOf = (lead: LeadView): Values => ({
  name: lead.name ?? '',
  mobile_no: lead.mobile_no,
  city: lead.city ?? '',
  remarks: lead.remarks ?? '',
});

/** The field a server failure is about, if it names one of the form's. */
function failedField(error: unknown): 'name' | 'mobile_no' | null {
  const path = (error as { data?: { errors?: { path?: string }[] } })?.data?.errors?.[0]?.path;
  return path === 'name' || path === 'mobile_no' ? path : null;
}

export default function AddLeadForm({ lead, onDone }: { lead?: LeadView; onDone?: () => void }) {
  const [add, adding] = useAddLeadMutation();
  const [edit, editing] = useEditLeadMutation();
  const { register, handleSubmit, formState, setError, reset, clearErrors } = useZodForm(leadCreateSchema, {
    defaultValues: lead ? valuesOf(lead) : EMPTY,
  });
  const { errors } = formState;
  const who = lead ? lead.name || lead.mobile_no : null;

  const submit = async (values: ReturnType<typeof leadCreateSchema.parse>) => {
    clearErrors('root');
    try {
      if (lead) {
        // Every field is sent: a blank optional one clears what was there.
        await edit({ id: lead.id, name: values.name, mobile_no: values.mobile_no, city: values.city ?? '', remarks: values.remarks ?? '' }).unwrap();
      } else {
        await add(values).unwrap();
        reset(EMPTY);
      }
      onDone?.();
    } catch (error) {
      setError(failedField(error) ?? 'root', { message: errorMessage(error) });
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} aria-label={who ? `Edit lead ${who}` : 'Add lead'} noValidate>
      <div className={styles.row}>
        <Input label="Name" {...register('name')} error={errorText(errors, 'name')} autoComplete="off" required />
        <Input
          label="Mobile number"
          {...register('mobile_no')}
          error={errorText(errors, 'mobile_no')}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          required
        />
      </div>
      <div className={styles.row}>
        <Input label="City" {...register('city')} error={errorText(errors, 'city')} />
        <Input label="Remarks" {...register('remarks')} error={errorText(errors, 'remarks')} />
      </div>
      {errors.root?.message && (
        <p className={styles.error} role="alert">
          {errors.root.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={adding.isLoading || editing.isLoading}>
          {lead ? 'Save changes' : 'Save lead'}
        </Button>
        {onDone && (
          <Button type="button" variant="text" size="sm" onClick={onDone}>
            {lead ? 'Cancel' : 'Close'}
          </Button>
        )}
      </div>
    </form>
  );
}
