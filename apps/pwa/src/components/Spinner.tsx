import styles from './Spinner.module.css';

/** A circular spinner; the overlay uses the spec's 120 px with a 12 px stroke. */
export function Spinner({ size = 120, width = 12 }: { size?: number; width?: number }) {
  const radius = (size - width) / 2;
  return (
    <svg className={styles.spinner} width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <circle className={styles.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={width} />
      <circle
        className={styles.arc}
        cx={size / 2}
        cy={size / 2}
        r={radius}
        strokeWidth={width}
        strokeDasharray={`${Math.PI * radius * 0.6} ${Math.PI * radius * 2}`}
      />
    </svg>
  );
}
