/**
 * English ordinal suffixes, used for SIP dates such as "5th of every month".
 * 11, 12 and 13 (and 111, 212, ...) take 'th' although they end in 1, 2 and 3.
 */

export type OrdinalSuffix = 'st' | 'nd' | 'rd' | 'th';

export function ordinalSuffix(n: number): OrdinalSuffix {
  if (!Number.isInteger(n)) throw new RangeError(`ordinal needs an integer, got ${n}`);
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (abs % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** 1 -> '1st', 22 -> '22nd', 111 -> '111th'. */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}
