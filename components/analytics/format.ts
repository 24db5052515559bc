// How the analytics screens write months and money.
import { abbreviateINR, formatPaise, paiseToRupees } from '@/utils/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-');
  return `${MONTHS[Number(mm) - 1]} ${year}`;
}

/** Rupees for chart values (charts plot rupees), written short: ₹12.5 L. */
export const shortRupees = (rupees: number) => abbreviateINR(rupees);
export const rupeesOf = paiseToRupees;
export const fullAmount = (paise: number) => formatPaise(paise);
