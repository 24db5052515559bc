import Button from '@/components/ui/Button';
import styles from './Orders.module.scss';
import book from './OrderBook.module.scss';

interface Props {
  page: number;
  size: number;
  /** Counted up to ten pages ahead: with `exact` false there are more orders than this. */
  total: number;
  exact: boolean;
  busy?: boolean;
  onPage: (page: number) => void;
}

/** Previous / next over the server's pages, with where we are; a count that stopped early reads "220+". */
export default function OrderBookPager({ page, size, total, exact, busy, onPage }: Props) {
  const first = (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  const hasNext = !exact || page * size < total;
  return (
    <nav className={book.bar} aria-label="Pages of orders">
      <p role="status" className={styles.note}>
        {first.toLocaleString('en-IN')}–{last.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')}
        {exact ? '' : '+'} orders · page {page}
        {busy ? ' · loading…' : ''}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
