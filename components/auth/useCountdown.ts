import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that starts at `seconds` when the component mounts; remount it (with
 * a new key) to start again. The time left is read from the clock on every tick rather than counted,
 * so a tab the browser throttled in the background still shows the right wait.
 */
export function useCountdown(seconds: number): number {
  const total = Math.max(0, Math.ceil(seconds));
  const [deadline] = useState(() => Date.now() + total * 1000);
  const [left, setLeft] = useState(total);

  useEffect(() => {
    if (total === 0) return;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, total]);

  return left;
}

/** 65 -> '1:05' */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
