import { useMemo, useState, type ReactNode } from 'react';
import EmptyState from './EmptyState';
import { sortRows, type SortDirection, type SortValue } from './tableSort';
import styles from './Table.module.scss';

export interface TableColumn<T> {
  key: string;
  header: string;
  /** What the cell shows; by default the row's field of the same key. */
  render?: (row: T) => ReactNode;
  /** Makes the column sortable: the value rows are ordered by. */
  sortValue?: (row: T) => SortValue;
  /** Sortable by the server (with `onSort`): the rows come already in order. */
  sortable?: boolean;
  /** Numbers sit right-aligned with tabular digits so they line up. */
  numeric?: boolean;
}

export interface TableProps<T> {
  /** What the table lists; its accessible name (shown, or visually hidden with hideCaption). */
  caption: string;
  hideCaption?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  initialSort?: { key: string; direction: SortDirection };
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Scroll inside the table past this height, with the header staying in view. */
  maxHeight?: number;
  /**
   * For rows sorted by the server (a page of a long list): the headers show `sort` and ask `onSort` for another
   * order instead of reordering the rows here.
   */
  sort?: TableSort | null;
  onSort?: (sort: TableSort) => void;
}

export interface TableSort {
  key: string;
  direction: SortDirection;
}

const NEXT: Record<SortDirection, SortDirection> = {
  ascending: 'descending',
  descending: 'ascending',
};

function cellOf<T>(column: TableColumn<T>, row: T): ReactNode {
  return column.render
    ? column.render(row)
    : ((row as Record<string, ReactNode>)[column.key] ?? '—');
}

/**
 * A data table: sortable headers (buttons, so Enter and Space sort; aria-sort says the order), a sticky header,
 * an empty state, and on a phone (≤ 769 px) one card per row with each value under its column's name.
 */
export default function Table<T>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  initialSort,
  empty,
  maxHeight,
  sort: serverSort,
  onSort,
}: TableProps<T>) {
  const [localSort, setSort] = useState(initialSort ?? null);
  const sort = onSort ? (serverSort ?? null) : localSort;
  const sorted = useMemo(() => {
    if (!sort || onSort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    return column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, columns, sort, onSort]);

  if (rows.length === 0)
    return (
      <>{empty ?? <EmptyState title={`No ${caption.toLowerCase()} yet`} headingLevel="h3" />}</>
    );

  function toggle(key: string) {
    const next: TableSort = { key, direction: sort?.key === key ? NEXT[sort.direction] : 'ascending' };
    if (onSort) onSort(next);
    else setSort(next);
  }

  return (
    <div
      className={styles.wrap}
      style={maxHeight ? { maxHeight } : undefined}
      tabIndex={maxHeight ? 0 : undefined}
      role={maxHeight ? 'region' : undefined}
      aria-label={maxHeight ? caption : undefined}
    >
      <table className={styles.table}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const direction = sort?.key === c.key ? sort.direction : undefined;
              const sortable = Boolean(c.sortValue || (onSort && c.sortable));
              return (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={sortable ? (direction ?? 'none') : undefined}
                  className={
                    [c.numeric && styles.numeric, !sortable && styles.plain]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  {sortable ? (
                    <button type="button" className={styles.sort} onClick={() => toggle(c.key)}>
                      {c.header}
                      <span aria-hidden="true" className={styles.arrow}>
                        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.header}
                  className={c.numeric ? styles.numeric : undefined}
                >
                  {cellOf(c, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
