import { type FundFilters, fundFiltersToQuery } from '@/utils/funds/filters';

/**
 * The rest of the view as hidden inputs, so that each small GET form (search, filters, sort) keeps the
 * other choices when it is sent without JavaScript. The page is never carried: any change starts at page 1.
 */
export default function HiddenFields({
  filters,
  omit,
}: {
  filters: FundFilters;
  omit: (keyof FundFilters)[];
}) {
  const query = fundFiltersToQuery(filters);
  const keep = Object.entries(query).filter(
    ([key]) => key !== 'page' && !omit.includes(key as keyof FundFilters),
  );
  return (
    <>
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
