import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import {
  type FundFilters,
  type RawQuery,
  fundListHref,
  parseFundFilters,
} from '@/utils/funds/filters';

/**
 * A form's fields as the query it would send by GET (first value of each name). Read from the elements
 * rather than FormData so that it behaves the same in every DOM implementation.
 */
export function formQuery(form: HTMLFormElement): RawQuery {
  const query: RawQuery = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.disabled) continue;
    if (
      element instanceof HTMLInputElement &&
      (element.type === 'radio' || element.type === 'checkbox') &&
      !element.checked
    )
      continue;
    if (query[element.name] === undefined) query[element.name] = element.value;
  }
  return query;
}

/**
 * The progressive part of the list page: the forms work as plain GET forms, and with JavaScript a change
 * becomes a client navigation to the same address (getServerSideProps runs again; no full reload).
 */
export function useFundNavigation(filters: FundFilters) {
  const router = useRouter();
  const current = fundListHref(filters);
  // Pending until the page's address is the one asked for (new props have landed) or the push fails.
  const [target, setTarget] = useState<string | null>(null);
  const pending = target !== null && target !== current;

  const go = useCallback(
    (next: FundFilters) => {
      const target = fundListHref(next);
      if (target === current) return;
      setTarget(target);
      // Filters keep the scroll position; page links (plain <Link>s) go back to the top.
      router.push(target, undefined, { scroll: false }).then(
        (done) => !done && setTarget(null),
        () => setTarget(null),
      );
    },
    [current, router],
  );

  const submitForm = useCallback(
    (form: HTMLFormElement) => go(parseFundFilters(formQuery(form))),
    [go],
  );

  return { pending, go, submitForm };
}
