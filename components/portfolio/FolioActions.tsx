import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { fundUrlPath } from '@/utils/seo/contentPaths';
import styles from './Portfolio.module.scss';

/**
 * What can be done with this folio. Investing more starts on the fund's page; the order buttons (redeem, switch,
 * STP, SWP) belong to the orders feature, which the page passes in.
 */
export default function FolioActions({ schemeCode, children }: { schemeCode: string; children?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="folio-actions">
      <h2 id="folio-actions">Actions</h2>
      <div className={styles.actions}>
        <ButtonLink href={fundUrlPath(schemeCode)} size="sm">
          Invest more
        </ButtonLink>
        {children}
      </div>
    </section>
  );
}
