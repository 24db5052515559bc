import { useAppDispatch } from '@/store/hooks';
import { expertClaimOpened } from '@/store/uiSlice';
import styles from './Experts.module.scss';

/**
 * The expert-claim entry on a listing nobody has taken over yet. It opens the claim modal at its ARN stage;
 * the advisor types the ARN there (the modal looks the listing up by it and checks the mobile by OTP).
 */
export default function ClaimProfileButton({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={styles.claim}
      onClick={() => dispatch(expertClaimOpened())}
      aria-label={`Is this you, ${name}? Claim this profile`}
    >
      Is this you? Claim this profile
    </button>
  );
}
