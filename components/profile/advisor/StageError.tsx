import styles from './AdvisorProfile.module.scss';

/** A stage's failed save, in the server's words, when no field took the message. */
export default function StageError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
}
