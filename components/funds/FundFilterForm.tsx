import Link from '@/components/ui/Link';
import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import Select from '@/components/ui/Select';
import {
  type FundFilters,
  FUNDS_PATH,
  OPTIONS,
  PLANS,
  changeFilters,
  fundListHref,
} from '@/utils/funds/filters';
import type { FilterChoices, FundOption, FundPlan } from '@/utils/funds/types';
import HiddenFields from './HiddenFields';
import styles from './Funds.module.scss';

// No rating filter: AMFI's files (our only fund data) carry no ratings, and a filter with nothing behind
// it would mislead. The spec's product filter keeps productrating (0 = any) in the store for when a
// rating source exists; see toProductFilter in utils/funds/filters.

type Choice = Pick<FundFilters, 'category' | 'sub_category' | 'fund_house' | 'plan' | 'option'>;

interface Props {
  filters: FundFilters;
  meta: FilterChoices | null;
  /** Side panel: every change applies at once. Drawer: changes apply with the button. */
  applyOnChange: boolean;
  onApply: (next: FundFilters) => void;
}

const NO_CHOICE: Choice = { category: '', sub_category: '', fund_house: '', plan: '', option: '' };

const choiceOf = (f: FundFilters): Choice => ({
  category: f.category,
  sub_category: f.sub_category,
  fund_house: f.fund_house,
  plan: f.plan,
  option: f.option,
});

/** Category, sub-category, fund house, plan and option: a plain GET form that also works without JavaScript. */
export default function FundFilterForm({ filters, meta, applyOnChange, onApply }: Props) {
  const [choice, setChoice] = useState<Choice>(() => choiceOf(filters));
  const categories = meta?.categories ?? [];
  const selectedCategory = categories.find((c) => c.category === choice.category);
  const options = meta ? OPTIONS.filter((o) => meta.options.some((m) => m.option === o)) : OPTIONS;

  const update = (changes: Partial<Choice>) => {
    const next = { ...choice, ...changes };
    // A sub-category stays only while it belongs to the chosen category.
    if ('category' in changes && next.category) {
      const entry = categories.find((c) => c.category === next.category);
      if (!entry?.sub_categories.some((s) => s.sub_category === next.sub_category))
        next.sub_category = '';
    }
    setChoice(next);
    if (applyOnChange) onApply(changeFilters(filters, next));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onApply(changeFilters(filters, choice));
  };

  return (
    <form action={FUNDS_PATH} method="get" className={styles.filterForm} onSubmit={submit}>
      <HiddenFields
        filters={filters}
        omit={['category', 'sub_category', 'fund_house', 'plan', 'option']}
      />
      {meta ? (
        <>
          <Select
            label="Category"
            name="category"
            value={choice.category}
            onChange={(e) => update({ category: e.target.value })}
            placeholder="All categories"
            options={categories.map((c) => ({ value: c.category, label: c.category }))}
          />
          <Select
            label="Sub-category"
            name="sub_category"
            value={choice.sub_category}
            onChange={(e) => update({ sub_category: e.target.value })}
          >
            <option value="">All sub-categories</option>
            {selectedCategory
              ? selectedCategory.sub_categories.map((s) => (
                  <option key={s.sub_category} value={s.sub_category}>
                    {s.sub_category}
                  </option>
                ))
              : categories
                  .filter((c) => c.sub_categories.length > 0)
                  .map((c) => (
                    <optgroup key={c.category} label={c.category}>
                      {c.sub_categories.map((s) => (
                        <option key={`${c.category}:${s.sub_category}`} value={s.sub_category}>
                          {s.sub_category}
                        </option>
                      ))}
                    </optgroup>
                  ))}
          </Select>
          <Select
            label="Fund house"
            name="fund_house"
            value={choice.fund_house}
            onChange={(e) => update({ fund_house: e.target.value })}
            placeholder="All fund houses"
            options={meta.fund_houses.map((f) => ({ value: f.fund_house, label: f.fund_house }))}
          />
        </>
      ) : (
        <>
          <p className={styles.note}>Category and fund house lists are not available right now.</p>
          <HiddenFields filters={filters} omit={['q', 'plan', 'option', 'sort', 'order']} />
        </>
      )}
      <fieldset className={styles.choices}>
        <legend>Plan</legend>
        {(['', ...PLANS] as const).map((p) => (
          <label key={p || 'any'}>
            <input
              type="radio"
              name="plan"
              value={p}
              checked={choice.plan === p}
              onChange={() => update({ plan: p as FundPlan | '' })}
            />
            {p ? `${p}` : 'Any'}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>Option</legend>
        {(['', ...options] as const).map((o) => (
          <label key={o || 'any'}>
            <input
              type="radio"
              name="option"
              value={o}
              checked={choice.option === o}
              onChange={() => update({ option: o as FundOption | '' })}
            />
            {o || 'Any'}
          </label>
        ))}
      </fieldset>
      <p className={styles.hint}>
        Direct plans carry no distributor commission; regular plans, bought through a distributor,
        do. IDCW options pay out now and then; growth options reinvest.
      </p>
      <div className={styles.filterActions}>
        <Button type="submit">Apply filters</Button>
        <Link href={fundListHref(changeFilters(filters, NO_CHOICE))} scroll={false}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}
