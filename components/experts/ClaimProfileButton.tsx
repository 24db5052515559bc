import { useAppDispatch } from '@/store/hooks';
import { expertClaimOpened } from '@/store/uiSlice';
import styles from './Experts.module.scss';

/**
 * The expert-claim entry on a listing nobody has taken over yet. It opens the claim modal at its ARN stage with
 * this listing's ARN already in the field; the advisor still presses the button to look it up (the modal then
 * checks the mobile number by OTP).
 */
export default function ClaimProfileButton({ name, arn }: { name: string; arn: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={styles.claim}
      onClick={() => dispatch(expertClaimOpened({ arn }))}
      aria-label={`Is this you, ${name}? Claim this profile`}
    >
      Is this you? Claim this profile
    </button>
  );
}
