import Head from 'next/head';
import Badge from '@/components/ui/Badge';
import Card from '@/components/ui/Card';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { errorMessage, statusOf } from '@/services/http/errors';
import { useGetFdProductQuery } from '@/store/api/fds';
import { formatPaise } from '@/utils/money';
import FdCalculator from './FdCalculator';
import styles from './Fds.module.scss';
import MyDeposits from './MyDeposits';
import OtherDeposits from './OtherDeposits';
import RateTable from './RateTable';
import { SANDBOX_NOTICE, payoutLabel } from './fdText';

/** One fixed deposit: who issues it, its rates, what it would earn you, its terms, and the way to book it. */
export default function FdProductScreen({ id }: { id: string }) {
  const { data: product, error, isLoading } = useGetFdProductQuery(id, { skip: !id });
  const title = product ? product.name : 'Fixed deposit';
  return (
    <main className={styles.wrap}>
      <Head>
        <title>{`${title} | ZF`}</title>
      </Head>
      {isLoading && <Skeleton lines={6} label="Loading the deposit" />}
      {error && (
        <EmptyState
          headingLevel="h1"
          title={statusOf(error) === 404 ? 'This fixed deposit is not offered' : 'The deposit could not be loaded'}
          description={statusOf(error) === 404 ? 'Choose one of the deposits below.' : errorMessage(error)}
        />
      )}
      {product && (
        <>
          <header className={styles.head}>
            <span className={styles.kicker}>{product.issuer}</span>
            <h1>{product.name}</h1>
            <div className={styles.badges}>
              {product.rating && <Badge tone="accent">Rating {product.rating}</Badge>}
              {product.sandbox && <Badge tone="warning">Sandbox</Badge>}
            </div>
          </header>
          {product.sandbox && <p className={styles.sandbox}>{SANDBOX_NOTICE}</p>}
          <Card title="Rates">
            <RateTable rates={product.rates} />
            <p className={styles.muted}>
              Deposits from {formatPaise(product.min_amount_paise)} to {formatPaise(product.max_amount_paise)}, in
              multiples of {formatPaise(product.multiple_paise)}.
            </p>
          </Card>
          <Card title="Interest payout">
            <ul className={styles.list}>
              {product.payout_options.map((p) => (
                <li key={p}>{payoutLabel(p)}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <FdCalculator product={product} />
          </Card>
          <Card title="Withdrawing early">
            <p>{product.premature.text}</p>
          </Card>
        </>
      )}
      <MyDeposits />
      <OtherDeposits currentId={id} />
    </main>
  );
}
