import styles from './Skeleton.module.scss';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  lines?: number;
  label?: string;
}

/** Grey blocks that hold the layout while data loads; one status message for screen readers. */
export default function Skeleton({
  width = '100%',
  height = 16,
  lines = 1,
  label = 'Loading',
}: SkeletonProps) {
  return (
    <div role="status" aria-live="polite" className={styles.wrap}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.block} style={{ width, height }} aria-hidden="true" />
      ))}
    </div>
  );
}
