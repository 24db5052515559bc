/**
 * @jest-environment node
 */
// The header bar on a phone (issue 33, item 18: logged in at 390 px the search and cart icons overlapped). jsdom
// lays nothing out, so this reads the compiled stylesheet: on phones every item of the bar either keeps its width
// or gives way with an ellipsis, nothing in the row is positioned absolutely, and the fixed widths with the least
// the others can take and the gaps fit the narrowest phone (320 px).
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import { compile } from 'sass';

const css = postcss.parse(compile(path.join(process.cwd(), 'components/layout/Header.module.scss')).css);
const PHONE = 320;

/** The declarations of `selector` that apply on a phone: its plain rule, then its rules in the phone query. */
function onPhone(selector: string): Record<string, string> {
  const decls: Record<string, string> = {};
  css.walkRules((rule: Rule) => {
    if (!rule.selectors.includes(selector)) return;
    const media = rule.parent?.type === 'atrule' ? (rule.parent as AtRule).params : null;
    if (media && !/max-width:\s*769px/.test(media)) return;
    rule.walkDecls((d) => {
      decls[d.prop] = d.value;
    });
  });
  return decls;
}

const px = (value: string | undefined) => {
  const match = /^(\d+)px$/.exec(value ?? '');
  if (!match) throw new Error(`not a px length: ${value}`);
  return Number(match[1]);
};
/** The horizontal part of a `padding` shorthand. */
const sidePadding = (value: string) => px(value.split(/\s+/)[1] ?? value.split(/\s+/)[0]);

describe('the header bar on a phone', () => {
  it('keeps the search icon whole: its box never shrinks below the icon', () => {
    expect(onPhone('.grow').flex).toBe('1 0 auto');
    expect(onPhone('.iconButton')['flex-shrink']).toBe('0');
  });

  it('lets the name menu and the selected client give way with an ellipsis instead', () => {
    expect(onPhone('.nameMenu')).toMatchObject({ 'min-width': '0' });
    expect(onPhone('.menuButton > span')).toMatchObject({ 'min-width': '0', overflow: 'hidden', 'text-overflow': 'ellipsis' });
    expect(onPhone('.client')).toMatchObject({ 'min-width': '0' });
    expect(onPhone('.clientName')).toMatchObject({ 'min-width': '0', overflow: 'hidden', 'text-overflow': 'ellipsis' });
    expect(onPhone('.changeClient')).toMatchObject({ 'min-width': '0', overflow: 'hidden', 'text-overflow': 'ellipsis' });
  });

  it('positions nothing in the row absolutely (only the badge and the menu panel, inside their own items)', () => {
    for (const item of ['.bar', '.iconButton', '.logo', '.grow', '.menuRoot', '.nameMenu', '.menuButton', '.client', '.loginLink']) {
      expect([item, onPhone(item).position ?? 'static']).not.toEqual([item, 'absolute']);
    }
  });

  it('fits the fullest bar into 320 px: menu, logo, search, cart, profile and the name menu at its least', () => {
    const bar = onPhone('.bar');
    const gap = px(bar.gap);
    const icon = px(onPhone('.iconButton').width);
    const logo = 56; // components/layout/Logo.tsx
    const button = onPhone('.menuButton');
    const chevron = 16; // ChevronIcon
    const nameMenuLeast = 2 * sidePadding(button.padding) + 2 * 1 /* border */ + px(button.gap) + chevron;
    // The public header, an investor logged in: menu, logo, search, cart, profile, name menu (six items).
    const publicBar = 4 * icon + logo + nameMenuLeast + 5 * gap;
    // The expert header acting for a client: menu, logo, search, client (both parts cut to nothing), cart, avatar.
    const clientLeast = px(onPhone('.client').gap);
    const expertBar = 3 * icon + logo + clientLeast + (32 + 2 * 2) /* avatar and its button */ + 5 * gap;
    const room = PHONE - 2 * sidePadding(bar.padding);
    expect(Math.max(publicBar, expertBar)).toBeLessThanOrEqual(room);
    expect({ publicBar, expertBar, room }).toEqual({ publicBar: 286, expertBar: 240, room: 304 });
  });
});
