import { useState } from 'react';
import Button from '@/components/ui/Button';
import { RadioGroup } from '@/components/ui/ChoiceGroup';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { coverChosen, selectInsurance, stepChanged } from '@/store/insuranceSlice';
import { formatINR } from '@/utils/money';
import { COVERS, STEP, sumInsuredKey } from './funnelData';
import styles from './Insurance.module.scss';

const coverLabel = (amount: number) => `${formatINR(amount)} (${sumInsuredKey(amount).replace('L', ' lakh').replace('Cr', ' crore')})`;
const OPTIONS = COVERS.map((amount) => ({ value: String(amount), label: coverLabel(amount) }));

/** Step 3: the sum insured, from the covers insurers offer. */
export default function CoverStep() {
  const dispatch = useAppDispatch();
  const { insurance_cover_amount } = useAppSelector(selectInsurance);
  const [cover, setCover] = useState(String(insurance_cover_amount));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    dispatch(coverChosen(Number(cover)));
    dispatch(stepChanged(STEP.quotes));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Cover amount">
      <RadioGroup legend="How much cover?" name="cover" options={OPTIONS} value={cover} onChange={setCover} />
      <p className={styles.note}>A cover of at least ₹5 lakh is a common starting point for a family in a city.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch(stepChanged(STEP.health))}>
          Back
        </Button>
        <Button type="submit">See quotes</Button>
      </div>
    </form>
  );
}
