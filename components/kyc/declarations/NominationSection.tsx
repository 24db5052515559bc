import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import { errorText } from '@/components/ui/useZodForm';
import { MAX_NOMINEES } from '@/utils/validation/kyc';
import { OPT_OUT_DECLARATION } from './choices';
import { emptyNominee, sharesTotal, type DeclarationsFormValues } from './formValues';
import NomineeFields from './NomineeFields';
import styles from './Declarations.module.scss';
import section from '../KycSection.module.scss';
import step from '../KycStep.module.scss';

const CHOICES = [
  { value: 'nominate', label: 'Add nominees' },
  { value: 'opt_out', label: 'Opt out of nomination' },
];

/** The shares typed so far, always in view, so the person sees what is left before saving. */
function SharesTotal() {
  const nominees = useWatch<DeclarationsFormValues>({ name: 'nomination.nominees' }) as { share?: unknown }[];
  const total = sharesTotal(nominees);
  const left = 100 - total;
  return (
    <p className={total === 100 ? `${styles.total} ${styles.good}` : styles.total} role="status" aria-live="polite">
      Shares total {total}%{total === 100 ? '' : left > 0 ? ` — ${left}% still to give` : ` — ${-left}% too much`}
    </p>
  );
}

function Nominees() {
  const { control, formState } = useFormContext<DeclarationsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'nomination.nominees' });
  // The schema's own list-level message (shares not 100, no nominee) has no field to sit under.
  const listError = errorText(formState.errors, 'nomination.nominees') ?? errorText(formState.errors, 'nomination.nominees.root');
  return (
    <>
      {fields.map((field, i) => (
        <NomineeFields key={field.id} index={i} onRemove={fields.length > 1 ? () => remove(i) : undefined} />
      ))}
      <SharesTotal />
      {listError && (
        <p className={step.formError} role="alert">
          {listError}
        </p>
      )}
      {fields.length < MAX_NOMINEES && (
        <Button variant="secondary" size="sm" onClick={() => append(emptyNominee())}>
          Add another nominee
        </Button>
      )}
      <p className={styles.hint}>Up to {MAX_NOMINEES} nominees; their shares must add up to 100%.</p>
    </>
  );
}

/** Nominate up to three people with shares totalling 100 %, or opt out by a declaration the person confirms. */
export default function NominationSection() {
  const { control, register, formState, setValue, getValues } = useFormContext<DeclarationsFormValues>();
  const optOut = useWatch<DeclarationsFormValues>({ name: 'nomination.opt_out' }) === true;

  function choose(value: string) {
    const out = value === 'opt_out';
    setValue('nomination.opt_out', out, { shouldDirty: true });
    const nomination = getValues('nomination') as { nominees?: unknown[] };
    if (!out && !nomination.nominees?.length) setValue('nomination.nominees' as never, [emptyNominee(100)] as never);
  }

  return (
    <section className={section.section} aria-labelledby="nomination-title">
      <h2 id="nomination-title">Nomination</h2>
      <Controller
        control={control}
        name="nomination.opt_out"
        render={({ field }) => (
          <RadioGroup
            legend="Who should receive your investments if something happens to you?"
            name={field.name}
            options={CHOICES}
            value={field.value ? 'opt_out' : 'nominate'}
            onChange={choose}
            inline
          />
        )}
      />
      {optOut ? (
        <Checkbox
          label={OPT_OUT_DECLARATION}
          {...register('nomination.declaration' as never)}
          error={errorText(formState.errors, 'nomination.declaration')}
        />
      ) : (
        <Nominees />
      )}
    </section>
  );
}
