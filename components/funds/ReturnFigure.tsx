import Percent from '@/components/ui/Percent';
import styles from './SchemeFigures.module.scss';

/** A fund's return: the kit's Percent that never wraps between its arrow and its figure. */
export default function ReturnFigure({ value }: { value: number | null | undefined }) {
  return <Percent value={value} className={styles.figure} />;
}
