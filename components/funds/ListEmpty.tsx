import Link from '@/components/ui/Link';
import EmptyState from '@/components/ui/EmptyState';
import { DEFAULT_FUND_FILTERS, fundListHref, type FundFilters } from '@/utils/funds/listHref';
import type { FundListPage } from '@/utils/funds/types';

/** The list's place when it has no funds to show: it could not be loaded, nothing matches, or the page is past the end. */
export default function ListEmpty({ filters, list }: { filters: FundFilters; list: FundListPage | null }) {
  if (!list) {
    return (
      <EmptyState
        title="We could not load the funds"
        description="The fund list is not available right now. Please try again in a minute."
        action={<Link href={fundListHref(filters)}>Try again</Link>}
      />
    );
  }
  if (list.items.length === 0) {
    const clear = fundListHref(DEFAULT_FUND_FILTERS);
    return (
      <EmptyState
        title={list.total > 0 ? 'There is no such page' : 'No fund matches these filters'}
        description={
          list.total > 0
            ? 'This list has fewer pages.'
            : 'Try fewer filters, another category, or a shorter part of the fund’s name.'
        }
        action={
          <Link href={list.total > 0 ? fundListHref(filters, { page: 1 }) : clear}>
            {list.total > 0 ? 'Go to page 1' : 'See all funds'}
          </Link>
        }
      />
    );
  }
  return null;
}
