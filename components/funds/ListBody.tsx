import dynamic from 'next/dynamic';
import type { FundListScreenProps } from './FundListScreen';
import FundListItem from './FundListItem';
import styles from './Funds.module.scss';

// What shows instead of funds (the list failed, no fund matches, a page past the end) is rare, so its code comes
// with the pages that show it: the server renders it and lists its chunk with the page, so nothing moves.
const ListEmpty = dynamic(() => import('./ListEmpty'));

/** The list's rows, or what shows instead of them. */
export default function ListBody({ filters, list }: Pick<FundListScreenProps, 'filters' | 'list'>) {
  if (!list || list.items.length === 0) return <ListEmpty filters={filters} list={list} />;
  return (
    <ul className={styles.list}>
      {list.items.map((fund) => (
        <FundListItem key={fund.scheme_code} fund={fund} sort={filters.sort} />
      ))}
    </ul>
  );
}
