// Where everything goes on a greeting card or banner (a pure function, so the layout is tested without a canvas):
// the template fills the card; the headline (the client's greeting or the banner's title) is fitted to the width;
// the message wraps; the advisor's photo (or initials), name, ARN/EUIN and mobile sit in the footer band.
import { arnLabel, initialsOf } from '@/utils/prozone/card';

export const CARD_SIZE = 1080;

/**
 * The line AMFI's advertising code asks of every mutual fund promotion (banners; not a birthday greeting), drawn in
 * the card's bottom band under the advisor's name and ARN.
 */
export { MF_RISK_LINE } from '@/utils/riskLine';

export interface CardContent {
  headline: string;
  message: string;
  advisor: { name: string; arn: string | null; euin: string | null; mobile: string };
  /** A promotion's risk line (MF_RISK_LINE); none on a greeting. */
  disclaimer?: string;
}

export interface TextItem {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  align: 'left' | 'center';
  color: string;
}

export interface CardLayout {
  width: number;
  height: number;
  headline: TextItem[];
  message: TextItem[];
  photo: { cx: number; cy: number; r: number };
  initials: TextItem;
  advisor: TextItem[];
  disclaimer: TextItem[];
}

/** The width of `text` at `size` px; the canvas's measureText in the browser, an estimate elsewhere. */
export type Measure = (text: string, size: number, bold: boolean) => number;
export const estimateWidth: Measure = (text, size, bold) => text.length * size * (bold ? 0.6 : 0.52);

const INK = '#0b2540';
const MUTED = '#334e68';

/** Greedy word wrap into at most `maxLines` lines (the last one ends in … when cut). */
export function wrapText(text: string, maxWidth: number, size: number, measure: Measure, maxLines = 4, bold = false): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measure(`${last} ${word}`, size, bold) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`];
}

/** The largest size (down to `min`) at which the headline fits the width in at most two lines. */
function fitHeadline(headline: string, maxWidth: number, start: number, min: number, measure: Measure) {
  for (let size = start; size > min; size -= 2) {
    const lines = wrapText(headline, maxWidth, size, measure, Infinity, true);
    if (lines.length <= 2 && lines.every((line) => measure(line, size, true) <= maxWidth)) return { size, lines };
  }
  return { size: min, lines: wrapText(headline, maxWidth, min, measure, 2, true) };
}

const text = (t: string, x: number, y: number, size: number, extra: Partial<TextItem> = {}): TextItem => ({
  text: t,
  x,
  y,
  size,
  bold: false,
  align: 'left',
  color: INK,
  ...extra,
});

export function cardLayout(content: CardContent, measure: Measure = estimateWidth, width = CARD_SIZE, height = CARD_SIZE): CardLayout {
  const headline = fitHeadline(content.headline, width * 0.84, Math.round(width * 0.068), Math.round(width * 0.022), measure);
  const headlineTop = height * 0.36;
  const messageSize = Math.round(width * 0.032);
  const messageTop = headlineTop + headline.lines.length * headline.size * 1.2 + height * 0.02;
  const messageLines = wrapText(content.message, width * 0.76, messageSize, measure);
  // With a risk line the advisor's band moves up to leave it the bottom of the card.
  const photo = { cx: width * 0.14, cy: height * (content.disclaimer ? 0.8 : 0.87), r: height * 0.065 };
  const left = photo.cx + photo.r + width * 0.035;
  const { name, arn, euin, mobile } = content.advisor;
  const credentials = [arnLabel(arn), euin ? `EUIN ${euin}` : null].filter(Boolean).join(' · ');
  const small = Math.round(width * 0.026);
  const advisor = [
    text(name, left, photo.cy - height * 0.025, Math.round(width * 0.036), { bold: true }),
    ...(credentials ? [text(credentials, left, photo.cy + height * 0.018, small, { color: MUTED })] : []),
    text(`Call ${mobile}`, left, photo.cy + height * 0.055, small, { color: MUTED }),
  ];
  const fine = Math.round(width * 0.022);
  const disclaimer = content.disclaimer
    ? wrapText(content.disclaimer, width * 0.88, fine, measure, 3).map((line, i) =>
        text(line, width / 2, height * 0.925 + i * fine * 1.35, fine, { align: 'center', color: INK }),
      )
    : [];
  return {
    width,
    height,
    headline: headline.lines.map((line, i) =>
      text(line, width / 2, headlineTop + i * headline.size * 1.2, headline.size, { bold: true, align: 'center' }),
    ),
    message: messageLines.map((line, i) =>
      text(line, width / 2, messageTop + i * messageSize * 1.4, messageSize, { align: 'center', color: MUTED }),
    ),
    photo,
    initials: text(initialsOf(name), photo.cx, photo.cy + photo.r * 0.3, Math.round(photo.r * 0.8), {
      bold: true,
      align: 'center',
      color: '#ffffff',
    }),
    advisor,
    disclaimer,
  };
}
