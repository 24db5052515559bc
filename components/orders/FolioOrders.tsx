import { useState } from 'react';
import Button from '@/components/ui/Button';
import Modal from '@/components/ui/Modal';
import type { FolioDetail } from '@/services/portfolio.types';
import { folioFacts } from './folioFacts';
import { FOLIO_ORDER_LABELS, type FolioOrderKind } from './folioOrder';
import FolioOrderForm from './FolioOrderForm';

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
  const facts = folioFacts(detail);
  return (
    <>
      {KINDS.map((kind) => (
        <Button key={kind} variant="secondary" size="sm" onClick={() => setOpen(kind)}>
          {FOLIO_ORDER_LABELS[kind]}
        </Button>
      ))}
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open ? `${TITLES[open]}: ${facts.schemeName}` : ''}>
        {open && <FolioOrderForm key={open} kind={open} facts={facts} userId={userId} />}
      </Modal>
    </>
  );
}
