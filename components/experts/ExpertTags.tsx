import Badge from '@/components/ui/Badge';
import { productLabel } from '@/utils/experts/products';
import { languageName } from '@/utils/language';
import styles from './Experts.module.scss';

/** Languages by name (utils/language: 'gu' is 'Gujarati'), in the expert's own order. */
export function languageList(codes: readonly string[]): string {
  return codes.map(languageName).join(', ');
}

export function ProductTags({ products }: { products: readonly string[] }) {
  if (products.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Products">
      {products.map((p) => (
        <li key={p}>
          <Badge tone="accent">{productLabel(p)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** 'ARN-245871', with the state when it is not yet validated. */
export function arnText(arn: string | null, status: string): string {
  if (!arn) return 'Not yet registered';
  return status === 'validated' ? `ARN-${arn}` : `ARN-${arn} (verification pending)`;
}

export function experienceText(years: number | null): string | null {
  if (years === null) return null;
  if (years < 1) return 'Less than a year';
  return years === 1 ? '1 year' : `${years} years`;
}
