import { useState } from 'react';
import Button from '@/components/ui/Button';
import Modal from '@/components/ui/Modal';
import type { SectionSummary } from '@/services/portfolio.types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { portfolioModalClosed, selectPortfolioView } from '@/store/portfolioSlice';
import { portfolioShareText } from './shareText';
import styles from './Portfolio.module.scss';

export const SHARE_NOT_SUPPORTED = 'Sharing is not supported on this browser. Select the summary above and copy it.';
export const COPIED = 'Summary copied. Paste it wherever you like.';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const canCopy = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

/**
 * Share the portfolio's figures: the system share sheet where the browser has one (Web Share), else a copy to the
 * clipboard; where neither works, the "share not supported" path says so and leaves the text to select.
 */
export default function ShareModal({ summary, navDate }: { summary: SectionSummary; navDate: string | null }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectPortfolioView).showShareModal;
  const [message, setMessage] = useState<string | null>(null);
  const text = portfolioShareText(summary, navDate);

  function close() {
    setMessage(null);
    dispatch(portfolioModalClosed('share'));
  }

  async function share() {
    try {
      if (canShare()) {
        await navigator.share({ title: 'My portfolio', text });
        return close();
      }
      if (canCopy()) {
        await navigator.clipboard.writeText(text);
        return setMessage(COPIED);
      }
      setMessage(SHARE_NOT_SUPPORTED);
    } catch (error) {
      // Closing the share sheet is the person's choice, not a failure.
      if ((error as Error)?.name !== 'AbortError') setMessage(SHARE_NOT_SUPPORTED);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title="Share portfolio summary"
      footer={<Button onClick={share}>{canShare() ? 'Share' : 'Copy summary'}</Button>}
    >
      <pre className={`${styles.message} ${styles.shareText}`}>{text}</pre>
      {message && (
        <p role="status" className={styles.note}>
          {message}
        </p>
      )}
    </Modal>
  );
}
