import type { SectionSummary } from '@/services/portfolio.types';
import { formatNavDate, formatReturn } from '@/utils/funds/format';
import { formatPaise } from '@/utils/money';

const pct = (value: number | null) => (value === null ? 'not available' : formatReturn(value / 100));

/** A plain-text summary to share: figures only, no name, PAN or folio numbers. */
export function portfolioShareText(summary: SectionSummary, navDate: string | null): string {
  const gain = summary.gain_paise;
  return [
    `Mutual fund portfolio on ZF (NAV as of ${formatNavDate(navDate)})`,
    `Invested: ${formatPaise(summary.invested_paise)}`,
    `Current value: ${formatPaise(summary.current_value_paise)}`,
    `Gain: ${gain < 0 ? '−' : '+'}${formatPaise(Math.abs(gain))} (${pct(summary.absolute_return_pct)})`,
    `XIRR: ${pct(summary.xirr_pct)}`,
  ].join('\n');
}

/** The short message that goes with a one-time statement link (no figures, name or PAN: the PDF carries them). */
export function statementShareText(url: string, expiresAt: string): string {
  return `Your mutual fund portfolio statement (PDF). The link works once, until ${formatNavDate(expiresAt.slice(0, 10))}: ${url}`;
}

/** WhatsApp's own share address: the person picks the chat, the text is filled in. */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
