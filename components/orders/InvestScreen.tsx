import Head from 'next/head';
import { useState, useSyncExternalStore } from 'react';
import { useCartOwner } from '@/components/shared/cart/useCartOwner';
import Button from '@/components/ui/Button';
import type { FundSummary } from '@/utils/funds/types';
import { readSession } from '@/utils/storage';
import ClientCart from './ClientCart';
import FundPicker from './FundPicker';
import PurchaseEntry from './PurchaseEntry';
import { ChooseClientFirst, OrdersLoading } from './ScreenStates';
import { ORDERS_NOT_ALLOWED, useMayPlaceOrders } from '@/components/shared/cart/useMayPlaceOrders';
import styles from './Orders.module.scss';

const noSubscription = () => () => undefined;
const clientName = () => readSession('SELECTED_USER_NAME');

/** `/invest`: the advisor's order entry for the client chosen in this tab (advisors only; the route guard checks). */
export default function InvestScreen() {
  const { userId, expertId } = useCartOwner();
  const name = useSyncExternalStore(noSubscription, clientName, () => null) || 'the client';
  const [fund, setFund] = useState<FundSummary | null>(null);
  const mayPlace = useMayPlaceOrders();

  if (userId === undefined) return <OrdersLoading label="Loading" />;
  if (!userId) return <ChooseClientFirst purpose="you are investing for" />;
  return (
    <div className={styles.wrap}>
      <Head>
        <title>Invest | ZF</title>
      </Head>
      <header className={styles.head}>
        <p className={styles.kicker}>Invest for a client</p>
        <h1>{name}</h1>
        <p className={styles.note}>
          Orders go into {name}&apos;s cart; {name} confirms and pays from the cart summary.
        </p>
      </header>
      {!mayPlace && <p role="status" className={styles.error}>{ORDERS_NOT_ALLOWED}</p>}
      <section className={styles.section} aria-labelledby="invest-fund" hidden={!mayPlace}>
        <h2 id="invest-fund">Fund</h2>
        {fund ? (
          <>
            <PurchaseEntry key={fund.scheme_code} fund={fund} userId={userId} clientName={name} />
            <div>
              <Button variant="text" size="sm" onClick={() => setFund(null)}>
                Choose another fund
              </Button>
            </div>
          </>
        ) : (
          <FundPicker onChoose={setFund} />
        )}
      </section>
      <ClientCart userId={userId} expertId={expertId} />
    </div>
  );
}
