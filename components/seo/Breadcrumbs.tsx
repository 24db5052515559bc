import Link from '@/components/ui/Link';
import type { Crumb } from '@/utils/seo/jsonLd';
import styles from './Breadcrumbs.module.scss';

/** The visible trail that matches the BreadcrumbList in the page's JSON-LD; the last crumb is this page. */
export default function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
