import { useState } from 'react';
import Button from '@/components/ui/Button';
import Modal from '@/components/ui/Modal';
import type { FolioDetail } from '@/services/portfolio.types';
import { useAppDispatch } from '@/store/hooks';
import { folioOrderStarted } from '@/store/portfolioSlice';
import { folioFacts } from './folioFacts';
import { FOLIO_ORDER_LABELS, type FolioOrderKind } from './folioOrder';
import FolioOrderForm from './FolioOrderForm';
import { ORDERS_NOT_ALLOWED, useMayPlaceOrders } from '@/components/shared/cart/useMayPlaceOrders';
import styles from './Orders.module.scss';

const KINDS: readonly FolioOrderKind[] = ['redemption', 'switch', 'stp', 'swp'];

const TITLES: Readonly<Record<FolioOrderKind, string>> = {
  redemption: 'Redeem',
  switch: 'Switch to another fund',
  stp: 'Start an STP',
  swp: 'Start an SWP',
};

/** The folio's order buttons; each opens its form in a dialog (Esc closes it and focus returns to the button). */
export default function FolioOrders({ detail, userId }: { detail: FolioDetail; userId: string }) {
  const [open, setOpen] = useState<FolioOrderKind | null>(null);
  const dispatch = useAppDispatch();
  const mayPlace = useMayPlaceOrders();
  const facts = folioFacts(detail);
  const start = (kind: FolioOrderKind) => {
    if (kind !== 'redemption') {
      const folio = { scheme_code: facts.schemeCode, scheme_name: facts.schemeName, folio_no: facts.folioNo, fund_house: facts.fundHouse, units: facts.unitsHeld, current_value: facts.valuePaise };
      dispatch(folioOrderStarted({ kind, folio }));
    }
    setOpen(kind);
  };
  if (!mayPlace) return <p className={styles.note}>{ORDERS_NOT_ALLOWED}</p>;
  return (
    <>
      {KINDS.map((kind) => (
        <Button key={kind} variant="secondary" size="sm" onClick={() => start(kind)}>
          {FOLIO_ORDER_LABELS[kind]}
        </Button>
      ))}
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open ? `${TITLES[open]}: ${facts.schemeName}` : ''}>
        {open && <FolioOrderForm key={open} kind={open} facts={facts} userId={userId} />}
      </Modal>
    </>
  );
}
