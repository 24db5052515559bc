import Link from '@/components/ui/Link';
import { type FormEvent, useState } from 'react';
import Button from '@/components/ui/Button';
import Input from '@/components/ui/Input';
import Select from '@/components/ui/Select';
import { ALL_CITIES, EXPERT_CITIES } from '@/utils/experts/cities';
import type { ExpertFilterErrors, ExpertFilters } from '@/utils/experts/filters';
import { EXPERT_PRODUCTS, EXPERT_PRODUCT_LABELS } from '@/utils/experts/products';
import { EXPERTS_PATH } from '@/utils/experts/slug';
import { LANGUAGE_NAMES, type NamedLanguage } from '@/utils/language';
import { digitsOnly } from '@/utils/validation';
import { pincodeSchema } from '@/utils/validation/experts';
import styles from './Experts.module.scss';

interface Props {
  filters: ExpertFilters;
  /** Values from the address that did not check out, shown beside their fields. */
  errors: ExpertFilterErrors;
  busy?: boolean;
  onApply: (next: ExpertFilters) => void;
}

const LANGUAGES = Object.entries(LANGUAGE_NAMES) as [NamedLanguage, string][];

interface Draft {
  name: string;
  city: string;
  pincode: string;
  language: string;
  product: string;
}

const draftOf = (f: ExpertFilters): Draft => ({
  name: f.name ?? '',
  city: f.city,
  pincode: f.pincode ?? '',
  language: f.language ?? '',
  product: f.product ?? '',
});

/** Name, city, pincode, language and product: a plain GET form, so it also works before JavaScript runs. */
export default function ExpertFilterForm({ filters, errors, busy, onApply }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [pincodeError, setPincodeError] = useState<string | undefined>(errors.pincode);
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const knownCity = draft.city === ALL_CITIES || EXPERT_CITIES.some((c) => c.city === draft.city);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const pincode = draft.pincode.trim();
    if (pincode) {
      const parsed = pincodeSchema.safeParse(pincode);
      if (!parsed.success) {
        setPincodeError(parsed.error.issues[0]?.message);
        return;
      }
    }
    setPincodeError(undefined);
    onApply({
      name: draft.name.trim() || undefined,
      city: draft.city,
      pincode: pincode || undefined,
      language: (draft.language || undefined) as ExpertFilters['language'],
      product: (draft.product || undefined) as ExpertFilters['product'],
      page: 1,
    });
  };

  return (
    <form
      action={EXPERTS_PATH}
      method="get"
      className={styles.filters}
      onSubmit={submit}
      role="search"
      aria-label="Find an expert"
      noValidate
    >
      <Input
        label="Name"
        className={styles.wide}
        name="name"
        type="search"
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        maxLength={100}
        autoComplete="off"
      />
      <Select
        label="City"
        name="city"
        value={draft.city}
        onChange={(e) => set({ city: e.target.value })}
      >
        {EXPERT_CITIES.map((c) => (
          <option key={c.city} value={c.city}>
            {c.city}
          </option>
        ))}
        {!knownCity && <option value={draft.city}>{draft.city}</option>}
        <option value={ALL_CITIES}>All cities</option>
      </Select>
      <Input
        label="Pincode"
        name="pincode"
        type="text"
        inputMode="numeric"
        numeric
        autoComplete="postal-code"
        maxLength={6}
        value={draft.pincode}
        onChange={(e) => set({ pincode: digitsOnly(e.target.value, 6) })}
        error={pincodeError}
        // The advice gives way to the message while the pincode is wrong.
        hint={pincodeError ? undefined : 'Nearest to you first; replaces the city'}
      />
      <Select
        label="Language"
        name="language"
        value={draft.language}
        onChange={(e) => set({ language: e.target.value })}
        placeholder="Any language"
        options={LANGUAGES.map(([code, label]) => ({ value: code, label }))}
      />
      <Select
        label="Product"
        name="product"
        value={draft.product}
        onChange={(e) => set({ product: e.target.value })}
        placeholder="Any product"
        options={EXPERT_PRODUCTS.map((p) => ({ value: p, label: EXPERT_PRODUCT_LABELS[p] }))}
      />
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button type="submit" loading={busy}>
          Find experts
        </Button>
        <Link href={EXPERTS_PATH}>Clear</Link>
      </div>
    </form>
  );
}
