import styles from './field.module.css';

/**
 * The bot trap of the sign-in and contact forms: a field a person never sees or reaches (off screen, out of the tab
 * order, hidden from assistive technology) that form-filling bots fill; the form drops a submit that has it filled
 * (`isHoneypotTripped`).
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <input tabIndex={-1} autoComplete="off" name="name" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
