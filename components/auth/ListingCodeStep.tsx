import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import type { ExpertClaim } from './useExpertClaim';
import OtpCodeInput from './OtpCodeInput';
import styles from './Auth.module.scss';

/**
 * The claim's last step: a code sent to the number registered on the listing, not to the claimant. Only the last
 * four digits are shown, so the claimant can recognise the number without learning it.
 */
export default function ListingCodeStep({ claim }: { claim: ExpertClaim }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [otp, setOtp] = useState('');
  const [seenFails, setSeenFails] = useState(claim.failCount);
  // A refused code starts a fresh entry (adjusting state during render, not in an effect).
  if (seenFails !== claim.failCount) {
    setSeenFails(claim.failCount);
    setOtp('');
  }

  useEffect(() => {
    inputRef.current?.focus();
  }, [claim.failCount]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void claim.confirmListing(otp);
  }

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <p role="status" className={styles.sent}>
        We sent a code to the number registered on this listing (ending {claim.pending?.number_ending}).
      </p>
      <p>The listing moves to you only once this code is entered. Until then it stays as it is.</p>
      <OtpCodeInput
        ref={inputRef}
        label="Enter the 6-digit code sent to the listing’s number"
        name="listing_otp"
        value={otp}
        onChange={setOtp}
        error={claim.errors.otp}
      />
      <Button type="submit" loading={claim.busy} className={styles.submit}>
        Verify and claim
      </Button>
      <Button variant="text" size="sm" onClick={claim.backToDetails}>
        Start again
      </Button>
    </form>
  );
}
