import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/close state for a button-controlled popup (name menu, avatar menu): closes on Escape
 * (returning focus to the button) and on a click or focus move outside.
 */
export function useDisclosure<B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((v) => !v), []);

  useEffect(() => {
    if (!open) return;
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onOutside(e: Event) {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return { open, setOpen, close, toggle, buttonRef, rootRef };
}
