import styles from './spinner.module.css';

/**
 * Something is on its way. With a `label` the spinner is the status itself (screen readers announce it); without,
 * it is decoration beside a text or inside a status region that already says so.
 */
export function Spinner({ size = 'block', label }: { size?: 'block' | 'inline'; label?: string }) {
  return label ? (
    <span className={styles[size]} role="status" aria-label={label} />
  ) : (
    <span className={styles[size]} aria-hidden="true" />
  );
}
