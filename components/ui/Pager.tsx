import Button from './Button';
import styles from './Pager.module.scss';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  busy?: boolean;
  /** False when the server stopped counting early: the total reads '220+' and Next stays open. */
  exact?: boolean;
  onPage: (page: number) => void;
}

/** Previous / next over a server-paged list, with where we are; the buttons wait while a page loads. */
export default function Pager({ page, pageSize, total, noun, busy, exact = true, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={`Pages of ${noun}`}>
      <p role="status">
        {first}–{last} of {total.toLocaleString('en-IN')}
        {exact ? '' : '+'} {noun} · page {page}
        {exact ? ` of ${pages.toLocaleString('en-IN')}` : ''}
        {busy ? ' · loading…' : ''}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="secondary" size="sm" disabled={(exact && page >= pages) || busy} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
