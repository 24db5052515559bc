// One greeting card or banner: drawn on a <canvas> in the browser (template, headline, message, the advisor's
// photo or initials, name, ARN and mobile), downloadable as PNG, and shareable where the browser shares files.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Button from '@/components/ui/Button';
import { cardPhotoSource } from '@/utils/prozone/card';
import type { CardProfile } from '@/utils/prozone/wire';
import { CARD_SIZE, cardLayout } from './cardLayout';
import { canShareFiles, canvasMeasure, canvasPng, downloadBlob, drawCard, loadImage } from './drawCard';
import styles from './Prozone.module.scss';

export interface GreetingCanvasProps {
  templateSrc: string;
  headline: string;
  message: string;
  profile: CardProfile;
  fileName: string;
  /** What the picture shows, for screen readers. */
  description: string;
  downloadLabel: string;
  /** A promotion's risk line (banners), drawn at the bottom. */
  disclaimer?: string;
}

const noSubscription = () => () => {};
/** Whether the browser has the Web Share API (never during server rendering, so hydration matches). */
const useShareable = () => useSyncExternalStore(noSubscription, () => typeof navigator.share === 'function', () => false);

export default function GreetingCanvas({ templateSrc, headline, message, profile, fileName, description, downloadLabel, disclaimer }: GreetingCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // What the canvas shows now: the inputs it was last drawn from, or 'unsupported' (no 2D context).
  const [drawn, setDrawn] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shareable = useShareable();
  const inputs = JSON.stringify([templateSrc, headline, message, profile, disclaimer]);
  const state = drawn === 'unsupported' ? 'failed' : drawn === inputs ? 'ready' : 'drawing';

  useEffect(() => {
    let current = true;
    const photo = cardPhotoSource(profile.photo_url, window.location.origin);
    void Promise.all([loadImage(templateSrc), loadImage(photo)]).then(([template, picture]) => {
      if (!current) return;
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return setDrawn('unsupported');
      const advisor = { name: profile.name, arn: profile.arn, euin: profile.euin, mobile: profile.mobile };
      drawCard(ctx, cardLayout({ headline, message, advisor, disclaimer }, canvasMeasure(ctx)), { template, photo: picture });
      setDrawn(inputs);
    });
    return () => {
      current = false;
    };
  }, [templateSrc, headline, message, profile, disclaimer, inputs]);

  async function png(): Promise<Blob | null> {
    setProblem(null);
    try {
      return await canvasPng(canvas.current as HTMLCanvasElement);
    } catch {
      setProblem('The card could not be saved. Please try again.');
      return null;
    }
  }

  async function download() {
    const blob = await png();
    if (blob) downloadBlob(blob, fileName);
  }

  async function share() {
    const blob = await png();
    if (!blob) return;
    const file = new File([blob], fileName, { type: 'image/png' });
    if (!canShareFiles(file)) {
      downloadBlob(blob, fileName);
      setProblem('This browser cannot share pictures, so the card was downloaded instead.');
      return;
    }
    try {
      await navigator.share({ files: [file], title: headline, text: message });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') setProblem('The card could not be shared. Download it instead.');
    }
  }

  return (
    <>
      <canvas ref={canvas} width={CARD_SIZE} height={CARD_SIZE} className={styles.canvas} role="img" aria-label={description} />
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void download()} loading={state === 'drawing'} disabled={state === 'failed'}>
          {downloadLabel}
        </Button>
        {shareable && (
          <Button size="sm" variant="secondary" onClick={() => void share()} disabled={state !== 'ready'}>
            Share
          </Button>
        )}
      </div>
      {state === 'failed' && (
        <p className={styles.error} role="alert">
          This browser cannot draw the card.
        </p>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
