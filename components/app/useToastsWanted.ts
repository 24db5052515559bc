import { useEffect, useState } from 'react';
import { TOAST_REQUESTED } from '@/utils/toast';

/** False until something asks for a toast (utils/toast.ts); then the app mounts the toast container. */
export function useToastsWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_REQUESTED, want, { once: true });
    return () => window.removeEventListener(TOAST_REQUESTED, want);
  }, []);
  return wanted;
}
