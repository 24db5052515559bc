import { useState } from 'react';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Modal from '@/components/ui/Modal';
import Skeleton from '@/components/ui/Skeleton';
import Stepper from '@/components/ui/Stepper';
import Tabs from '@/components/ui/Tabs';
import styles from './Gallery.module.scss';

const KYC_STEPS = ['PAN', 'Personal details', 'Address', 'Bank account', 'Nominee', 'e-Sign'];

export default function OverlaySamples() {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(2);
  return (
    <>
      <Tabs
        label="Sample fund details"
        tabs={[
          { id: 'overview', label: 'Overview', content: <p>An overview of the sample fund.</p> },
          { id: 'returns', label: 'Returns', content: <p>Trailing returns of the sample fund.</p> },
          { id: 'holdings', label: 'Holdings', content: <p>Top holdings of the sample fund.</p> },
        ]}
      />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open the dialog
        </Button>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Sample dialog"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>
          Focus stays in here; Escape closes it and focus goes back to the button that opened it.
        </p>
      </Modal>
      <Stepper label="Sample KYC steps" steps={KYC_STEPS} current={step} />
      <div className={styles.row}>
        <Button variant="text" size="sm" onClick={() => setStep((s) => Math.max(0, s - 1))}>
          Previous step
        </Button>
        <Button
          variant="text"
          size="sm"
          onClick={() => setStep((s) => Math.min(KYC_STEPS.length - 1, s + 1))}
        >
          Next step
        </Button>
      </div>
      <EmptyState
        title="Your sample watchlist is empty"
        description="Funds you follow appear here."
        headingLevel="h3"
      />
      <Skeleton lines={3} label="Loading sample holdings" />
    </>
  );
}
