import Link from '@/components/ui/Link';
import { ButtonLink } from '@/components/ui/Button';
import { isBusinessHidden } from '@/utils/business';
import LearnPage from '../LearnPage';
import { learnCrumbs } from '../seo';
import GuideBlocks from './GuideBlocks';
import type { Guide } from './types';
import styles from '../Learn.module.scss';

const CTAS = {
  distributor: { text: 'Ready to start? Tell us where you stand and our partner team will guide you.', label: 'Become a ZF Expert', href: '/mutual-fund-distributor' },
  'mock-test': { text: 'Check what you know with a timed NISM Series V-A mock test.', label: 'Take a mock test', href: '/m/nism-series-v-a-mock-test' },
  'lamf-calculator': { text: 'Work out how much you could borrow and what it would cost.', label: 'Loan against mutual fund calculator', href: '/calculators/loan-against-mutual-fund' },
} as const;

/** A long-form guide from data: sections, call to action, related links, FAQ and sources. */
export default function GuidePage({ guide }: { guide: Guide }) {
  const cta = guide.cta === 'distributor' && isBusinessHidden() ? undefined : guide.cta && CTAS[guide.cta];
  const related = isBusinessHidden() ? guide.related.filter((r) => r.href !== '/mutual-fund-distributor') : guide.related;
  return (
    <LearnPage
      meta={{
        path: guide.path,
        title: guide.title,
        description: guide.description,
        crumbs: learnCrumbs(guide.crumb, guide.path),
        updated: guide.updated,
        faq: guide.faq,
      }}
      heading={guide.heading}
      lead={guide.lead}
      sources={guide.sources}
    >
      {guide.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <GuideBlocks blocks={section.blocks} />
        </section>
      ))}
      {cta && (
        <aside className={styles.cta}>
          <p>{cta.text}</p>
          <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
        </aside>
      )}
      {related.length > 0 && (
        <nav aria-label="Related pages" className={styles.related}>
          <h2>Read next</h2>
          <ul>
            {related.map((r) => (
              <li key={r.href}>
                <Link href={r.href}>{r.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </LearnPage>
  );
}
