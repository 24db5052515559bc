/**
 * @jest-environment node
 */
// The share dialog's summary (issue 33, item 19: its first line was cut off): its lines stay, and a line longer than
// the dialog wraps inside it instead of running past the edge. jsdom lays nothing out, so the stylesheet is read.
import path from 'node:path';
import postcss from 'postcss';
import { compile } from 'sass';

it('wraps the summary text inside the dialog, keeping its line breaks', () => {
  const css = postcss.parse(compile(path.join(process.cwd(), 'components/portfolio/Portfolio.module.scss')).css);
  const decls: Record<string, string> = {};
  css.walkRules('.shareText', (rule) => rule.walkDecls((d) => void (decls[d.prop] = d.value)));
  expect(decls).toMatchObject({ 'white-space': 'pre-wrap', 'overflow-wrap': 'anywhere' });
});
