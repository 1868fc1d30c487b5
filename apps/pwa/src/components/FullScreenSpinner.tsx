import { Spinner } from './Spinner';
import styles from './FullScreenSpinner.module.css';

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="progressbar" aria-busy="true" aria-label={label}>
      <Spinner size={120} width={12} />
    </div>
  );
}
