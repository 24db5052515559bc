import { useState } from 'react';
import Button, { ButtonLink } from '@/components/ui/Button';
import { fundUrlPath } from '@/utils/seo/contentPaths';
import styles from './Portfolio.module.scss';

const ORDER_ACTIONS = ['Redeem', 'Switch', 'STP', 'SWP', 'Step-up'] as const;

export const cartNotOpen = (action: string) =>
  `${action} orders are not open on ZF yet: they arrive with the cart. Nothing has been placed.`;

/**
 * What can be done with this folio. Investing more starts on the fund's page; the other orders need the cart,
 * which is not built yet, so they say so rather than pretend.
 */
export default function FolioActions({ schemeCode }: { schemeCode: string }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="folio-actions">
      <h2 id="folio-actions">Actions</h2>
      <div className={styles.actions}>
        <ButtonLink href={fundUrlPath(schemeCode)} size="sm">
          Invest more
        </ButtonLink>
        {ORDER_ACTIONS.map((action) => (
          <Button key={action} variant="secondary" size="sm" onClick={() => setNotice(cartNotOpen(action))}>
            {action}
          </Button>
        ))}
      </div>
      {notice && (
        <p role="status" className={styles.message}>
          {notice}
        </p>
      )}
    </section>
  );
}
