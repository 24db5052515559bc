import Link from '@/components/ui/Link';
import { useId, useState } from 'react';
import { quickLinkGroups } from './footerLinks';
import styles from './Footer.module.scss';

/** The collapsible 'Quick Links' panel; closed by default so the footer stays short. */
export default function QuickLinks({ hideBusiness = false }: { hideBusiness?: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className={styles.quick} aria-label="Quick Links">
      <button
        type="button"
        className={styles.quickToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span>Quick Links</span>
        <span className={styles.quickSign} aria-hidden="true">
          {open ? '-' : '+'}
        </span>
      </button>
      <div id={panelId} className={styles.quickPanel} hidden={!open}>
        {quickLinkGroups(hideBusiness).map((group) => (
          <div key={group.title} className={styles.quickGroup}>
            <h3 className={styles.quickTitle}>{group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
