import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { DEFAULT_ERROR_MESSAGE, errorMessage, statusOf } from '@/services/http/errors';
import { useAppDispatch } from '@/store/hooks';
import { digitsOnly, fieldErrors, type FieldErrors, PHONE_LENGTH } from '@/utils/validation';
import { LEAD_STAGES, LEAD_STAGE_LABELS, type LeadStage, distributorLeadFormSchema } from '@/utils/validation/lead';
import styles from './LeadForm.module.scss';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

const EMPTY = { name: '', mobile_no: '', city: '', stage: '' as LeadStage | '', consent: false };

/** 'Become ZF Expert': name, mobile and city with the spec's messages beside each field, then a clear outcome. */
export default function LeadForm() {
  const dispatch = useAppDispatch();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // The message goes once the person changes the field it is about.
    if (errors[key]) setErrors((e) => ({ ...e, [key]: '' }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = distributorLeadFormSchema.safeParse({ ...form, stage: form.stage || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      // The data layer (and the HTTP client) loads with the first enquiry, not with the page.
      const { accountsApi } = await import('@/store/api/accounts');
      const request = accountsApi.endpoints.submitDistributorLead.initiate(parsed.data, { track: false });
      const answer = await dispatch(request).unwrap();
      if (answer.status !== 'success') throw new Error(answer.message ?? DEFAULT_ERROR_MESSAGE);
      setStatus({ kind: 'sent', message: answer.message ?? 'Thank you. Our team will call you shortly.' });
      setForm(EMPTY);
    } catch (error) {
      const status = statusOf(error);
      // 400 and 429 carry a sentence meant for the person; anything else gets the product's default text.
      const message = status === 400 || status === 429 ? errorMessage(error) : DEFAULT_ERROR_MESSAGE;
      setStatus({ kind: 'failed', message });
    }
  }

  if (status.kind === 'sent') {
    return (
      <div className={styles.formCard} role="status">
        <h2>Request received</h2>
        <p className={styles.sent}>{status.message}</p>
        <Button variant="secondary" onClick={() => setStatus({ kind: 'idle' })}>
          Send another request
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.formCard} onSubmit={onSubmit} noValidate aria-labelledby="lead-form-heading">
      <h2 id="lead-form-heading">Talk to our partner team</h2>
      <p className={styles.formIntro}>Leave your details and we will call you to plan your next step.</p>
      <Input label="Full name" autoComplete="name" value={form.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
      <Input
        label="Mobile number"
        prefix="+91"
        inputMode="numeric"
        autoComplete="tel-national"
        value={form.mobile_no}
        error={errors.mobile_no}
        onChange={(e) => set('mobile_no', digitsOnly(e.target.value, PHONE_LENGTH))}
      />
      <Input label="City" autoComplete="address-level2" value={form.city} error={errors.city} onChange={(e) => set('city', e.target.value)} />
      <Select
        label="Where are you today? (optional)"
        value={form.stage}
        onChange={(e) => set('stage', e.target.value as LeadStage | '')}
        placeholder="Choose one"
        options={LEAD_STAGES.map((s) => ({ value: s, label: LEAD_STAGE_LABELS[s] }))}
      />
      <Checkbox
        label="ZF may call or message me on this number about becoming a distributor."
        checked={form.consent}
        error={errors.consent}
        onChange={(e) => set('consent', e.target.checked)}
      />
      {status.kind === 'failed' && (
        <p role="alert" className={styles.failed}>
          {status.message}
        </p>
      )}
      <Button type="submit" loading={status.kind === 'sending'} className={styles.submit}>
        Request a call
      </Button>
    </form>
  );
}
