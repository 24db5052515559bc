// The backend builds content addresses with utils/seo/contentPaths.ts (it may not import components); these
// must be the very addresses the pages answer at and link to.
import fs from 'node:fs';
import path from 'node:path';
import { articlePath } from '@/components/articles/articlePaths';
import { videoPath } from '@/components/videos/videoPaths';
import { questionPath } from '@/components/questions/questionPaths';
import { fundPath } from '@/utils/funds/seo';
import { expertPath as directoryExpertPath } from '@/utils/experts/slug';
import { articleUrlPath, expertPath, fundUrlPath, questionUrlPath, videoUrlPath } from '@/utils/seo/contentPaths';
import { STATIC_PAGE_PATHS } from '@/utils/seo/staticPages';
import { SUPPORTED_LANGUAGES } from '@/utils/language';

const ID = '0b0c8a4e-6f5d-4d8e-9a55-1c2b3d4e5f60';

describe('content addresses agree with the pages', () => {
  it.each(SUPPORTED_LANGUAGES)('articles and videos in %s', (locale) => {
    expect(articleUrlPath('what-is-a-sip', locale)).toBe(articlePath('what-is-a-sip', locale));
    expect(videoUrlPath('nav-explained', locale)).toBe(videoPath('nav-explained', locale));
  });

  it('questions, experts and funds', () => {
    expect(questionUrlPath(ID, 'when-to-start-a-sip')).toBe(questionPath({ id: ID, slug: 'when-to-start-a-sip' }));
    expect(questionUrlPath(ID, null)).toBe(questionPath({ id: ID, slug: null }));
    expect(expertPath(ID, 'Rahul Mehta')).toBe(directoryExpertPath(ID, 'Rahul Mehta'));
    expect(expertPath(ID, 'Rahul Mehta')).toBe(`/experts/${ID}-rahul-mehta`);
    expect(fundUrlPath('parag-parikh-flexi-cap-fund-regular-plan-growth')).toBe(fundPath('parag-parikh-flexi-cap-fund-regular-plan-growth'));
  });
});

describe('static pages', () => {
  // Each listed path must be a page file (or a catch-all that serves it), so the sitemap offers no 404s.
  const PAGES = path.join(process.cwd(), 'pages');
  const exists = (p: string) => ['.tsx', '.ts'].some((ext) => fs.existsSync(path.join(PAGES, `${p}${ext}`)));
  function served(urlPath: string): boolean {
    if (urlPath === '/') return exists('index');
    const clean = urlPath.slice(1);
    // An optional catch-all (/mutual-funds/[[...slug]]) serves its folder's own address too.
    if (exists(clean) || exists(`${clean}/index`) || exists(`${clean}/[[...slug]]`)) return true;
    const parts = clean.split('/');
    // Article listings in other languages are the catch-all's; any other /m/ page here must be a file of its own.
    if (parts[0] === 'm') return parts.length === 2 && SUPPORTED_LANGUAGES.includes(parts[1] as never) && exists('m/[...slug]');
    if (parts[0] === 'calculators' && parts.length === 2) return exists('calculators/[slug]');
    if (parts.length === 2 && SUPPORTED_LANGUAGES.includes(parts[0] as never)) return exists(`[lang]/${parts[1]}`) || exists(`[lang]/${parts[1]}/index`);
    return false;
  }

  it.each(STATIC_PAGE_PATHS.map((p) => [p]))('%s has a page', (p) => {
    expect(served(p)).toBe(true);
  });
});
