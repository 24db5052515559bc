import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.scss';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers (e.g. 'Fund details'). */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection (e.g. kept in the URL); otherwise the component keeps it. */
  selected?: string;
  onSelect?: (id: string) => void;
  defaultSelected?: string;
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * WAI-ARIA tabs: one Tab stop for the whole list (roving tabindex), arrow keys, Home and End move and select,
 * and each panel is labelled by its tab. Only the selected panel is rendered.
 */
export default function Tabs({ label, tabs, selected, onSelect, defaultSelected }: TabsProps) {
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = selected ?? own;
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function choose(id: string) {
    setOwn(id);
    onSelect?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = move(
      Math.max(
        0,
        tabs.findIndex((t) => t.id === current),
      ),
      tabs.length,
    );
    choose(tabs[index].id);
    refs.current[index]?.focus();
  }

  const active = tabs.find((t) => t.id === current) ?? tabs[0];
  if (!active) return null;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((t, i) => {
          const on = t.id === active.id;
          return (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.id}`}
              aria-selected={on}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={on ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${active.id}`}
        aria-labelledby={`${base}-tab-${active.id}`}
        tabIndex={0}
        className={styles.panel}
      >
        {active.content}
      </div>
    </div>
  );
}
