import Card from '@/components/ui/Card';
import styles from './Analytics.module.scss';

/** Headline figures as a description list: a label and its value, read together by screen readers. */
export default function Tiles({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className={styles.tiles}>
      {items.map((item) => (
        <Card key={item.label} as="div" className={styles.tile}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
