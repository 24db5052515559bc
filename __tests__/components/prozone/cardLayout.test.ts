import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_SIZE, MF_RISK_LINE, cardLayout, estimateWidth, wrapText } from '@/components/prozone/cardLayout';
import { drawCard } from '@/components/prozone/drawCard';

const advisor = { name: 'Rahul Mehta', arn: '245871', euin: 'E123456', mobile: '9000000101' };
const content = { headline: 'Happy Birthday, Arjun Gupta!', message: 'Wishing you a year full of health, happiness and prosperity.', advisor };

describe('cardLayout', () => {
  it("places the greeting in the middle and the advisor's photo, name, ARN and mobile in the footer", () => {
    const layout = cardLayout(content);
    expect(layout.headline.map((t) => t.text).join(' ')).toBe('Happy Birthday, Arjun Gupta!');
    expect(layout.headline[0]).toMatchObject({ x: CARD_SIZE / 2, align: 'center', bold: true });
    expect(layout.advisor.map((t) => t.text)).toEqual(['Rahul Mehta', 'ARN-245871 · EUIN E123456', 'Call 9000000101']);
    expect(layout.initials.text).toBe('RM');
    const { cx, cy, r } = layout.photo;
    // The photo circle lies inside the card, below the message, and left of the advisor's text.
    expect(cy + r).toBeLessThanOrEqual(CARD_SIZE);
    expect(cy - r).toBeGreaterThan(layout.message[layout.message.length - 1].y);
    for (const line of layout.advisor) expect(line.x).toBeGreaterThan(cx + r);
  });

  it('wraps and shrinks a long headline to fit the width in two lines, and wraps the message inside it', () => {
    const long = cardLayout({ ...content, headline: 'Happy Birthday, Venkatanarasimharajuvaripeta Subramanian!' });
    expect(long.headline.length).toBeLessThanOrEqual(2);
    for (const line of long.headline) expect(estimateWidth(line.text, line.size, true)).toBeLessThanOrEqual(CARD_SIZE * 0.84);
    expect(long.headline[0].size).toBeLessThan(cardLayout(content).headline[0].size);
    // The message starts below the headline.
    expect(long.message[0].y).toBeGreaterThan(long.headline[long.headline.length - 1].y);
    for (const line of long.message) expect(estimateWidth(line.text, line.size, false)).toBeLessThanOrEqual(CARD_SIZE * 0.76);
    expect(long.message.length).toBeGreaterThan(1);
  });

  it('leaves out the credentials line when the advisor has neither ARN nor EUIN', () => {
    const layout = cardLayout({ ...content, advisor: { ...advisor, arn: null, euin: null } });
    expect(layout.advisor.map((t) => t.text)).toEqual(['Rahul Mehta', 'Call 9000000101']);
  });
});

describe('a banner (a mutual fund promotion)', () => {
  const banner = { headline: 'Start a SIP today', message: 'Small steps, every month.', advisor, disclaimer: MF_RISK_LINE };

  it('carries the risk line whole in the bottom band, below the advisor, inside the card', () => {
    const layout = cardLayout(banner);
    expect(layout.disclaimer.map((t) => t.text).join(' ')).toBe(MF_RISK_LINE);
    const lowestAdvisorLine = Math.max(...layout.advisor.map((t) => t.y));
    for (const line of layout.disclaimer) {
      expect(line.y).toBeGreaterThan(lowestAdvisorLine);
      expect(line.y).toBeLessThanOrEqual(CARD_SIZE);
      expect(estimateWidth(line.text, line.size, false)).toBeLessThanOrEqual(CARD_SIZE * 0.88);
    }
    expect(cardLayout(content).disclaimer).toEqual([]);
  });

  it('is drawn on the canvas with the ARN', () => {
    const drawn: string[] = [];
    const ctx = new Proxy({} as CanvasRenderingContext2D, {
      get: (_target, key) => (key === 'fillText' ? (text: string) => drawn.push(text) : () => undefined),
      set: () => true,
    });
    drawCard(ctx, cardLayout(banner), { template: null, photo: null });
    expect(drawn.join(' ')).toContain(MF_RISK_LINE);
    expect(drawn).toContain('ARN-245871 · EUIN E123456');
  });
});

describe('wrapText', () => {
  it('cuts after the last allowed line with an ellipsis', () => {
    const measure = (text: string) => text.length;
    expect(wrapText('a b c d e', 3, 1, measure, 2)).toEqual(['a b', 'c d…']);
    expect(wrapText('one two', 100, 1, measure)).toEqual(['one two']);
  });
});

describe('the birthday template', () => {
  it("keeps its balloons (and their strings) clear of the client's greeting and the message (issue 32, item 6)", () => {
    const svg = readFileSync(join(process.cwd(), 'public/images/prozone/birthday-card.svg'), 'utf8');
    const balloons = [...svg.matchAll(/translate\((\d+) (\d+)\)">\s*<ellipse cx="0" cy="0" rx="(\d+)" ry="(\d+)"[^>]*\/><path d="M0 (\d+) q-?\d+ (\d+) -?\d+ (\d+)"/g)].map(
      ([, x, y, , ry, , , drop]) => ({ x: Number(x), top: Number(y) - Number(ry), bottom: Number(y) + Number(ry) + Number(drop) }),
    );
    expect(balloons).toHaveLength(2);
    const layout = cardLayout({ headline: 'Happy birthday, Chetan Sinha Venkataraman!', message: 'Wishing you a year of good health.', advisor: { name: 'Rahul Mehta', arn: '245871', euin: null, mobile: '9000000101' } });
    // The first line's text rises about its size above its baseline.
    const textTop = Math.min(...[...layout.headline, ...layout.message].map((t) => t.y - t.size));
    for (const b of balloons) expect(b.bottom).toBeLessThan(textTop);
  });
});
