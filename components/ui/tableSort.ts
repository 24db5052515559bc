// Row ordering for Table, kept apart from the markup so it can be tested on its own.

export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | null | undefined;

/**
 * Rows ordered by `valueOf`, stable for equal values. Numbers compare as numbers, text in the Indian English
 * collation with numeric parts read as numbers ('Fund 2' before 'Fund 10'). Missing values always go last,
 * whichever the direction, so a sort never opens on a column of dashes.
 */
export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const aMissing = a.value === null || a.value === undefined || a.value === '';
      const bMissing = b.value === null || b.value === undefined || b.value === '';
      if (aMissing || bMissing)
        return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
