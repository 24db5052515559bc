import type { FormEvent } from 'react';
import Button from '@/components/ui/Button';
import Checkbox from '@/components/ui/Checkbox';
import Input from '@/components/ui/Input';
import { arnStatusOf } from '@/utils/advisor';
import { ARN_LENGTH, digitsOnly, PHONE_LENGTH } from '@/utils/validation';
import RegisteredAdvisorBadge from '@/components/shared/RegisteredAdvisorBadge';
import type { ExpertClaim } from './useExpertClaim';
import styles from './Auth.module.scss';

const onSubmit = (run: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void run();
};

export function ArnStep({ claim }: { claim: ExpertClaim }) {
  return (
    <form onSubmit={onSubmit(claim.findProfile)} noValidate className={styles.form}>
      <p>Find your listing in our expert directory by your AMFI registration number.</p>
      <Input
        label="Your ARN"
        name="arn"
        value={claim.fields.arn}
        onChange={(e) => claim.setArn(e.target.value.slice(0, ARN_LENGTH + 4))}
        autoComplete="off"
        hint={`${ARN_LENGTH} characters, as on your ARN card (ARN-123456 or 123456)`}
        error={claim.errors.arn}
      />
      <Button type="submit" loading={claim.busy} className={styles.submit}>
        Find my profile
      </Button>
    </form>
  );
}

export function DetailsStep({ claim }: { claim: ExpertClaim }) {
  const p = claim.profile;
  return (
    <form onSubmit={onSubmit(() => claim.sendCode())} noValidate className={styles.form}>
      {p && (
        <div className={styles.profile} aria-label="Profile found">
          <p>
            <strong>{p.name}</strong> <RegisteredAdvisorBadge advisor={p} />
          </p>
          <p>
            ARN {p.arn_code}
            {p.city ? ` · ${p.city}` : ''} · ARN {arnStatusOf(p)}
          </p>
        </div>
      )}
      <Input
        label="Full name"
        hint="As on your PAN card: first and last name"
        name="name"
        value={claim.fields.name}
        onChange={(e) => claim.setName(e.target.value)}
        autoComplete="name"
        error={claim.errors.name}
      />
      <Input
        label="Mobile number"
        name="mobile_no"
        type="tel"
        prefix="+91"
        value={claim.fields.mobile}
        onChange={(e) => claim.setMobile(digitsOnly(e.target.value, PHONE_LENGTH))}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        hint="The OTP goes to this number; it becomes your expert login"
        error={claim.errors.mobile_no}
      />
      <Checkbox
        name="optin"
        checked={claim.fields.optin}
        onChange={(e) => claim.setOptin(e.target.checked)}
        label="Send me updates on WhatsApp (optional)"
      />
      <Button type="submit" loading={claim.busy} className={styles.submit}>
        Get OTP
      </Button>
    </form>
  );
}

export function DoneStep({ name, onContinue }: { name: string; onContinue: () => void }) {
  return (
    <div className={styles.form}>
      <p role="status" className={styles.done}>
        Profile claimed. Welcome, {name.trim() || 'expert'}.
      </p>
      <p>
        Your listing is now linked to your mobile number. Complete your profile from the dashboard.
      </p>
      <Button onClick={onContinue} className={styles.submit}>
        Go to your dashboard
      </Button>
    </div>
  );
}
