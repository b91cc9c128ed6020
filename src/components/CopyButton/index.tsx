import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name: "Copy {what}". */
  what: string;
}

/**
 * A small button that copies `value`. It carries no React state: one click
 * listener for the whole site (src/client/copyButtons.ts) copies and says so,
 * which keeps pages with hundreds of addresses cheap to start.
 */
export default function CopyButton({ value, what }: Props): ReactNode {
  return (
    <button type="button" className={styles.copy} data-copy={value} data-what={what} aria-label={`Copy ${what}`} title="Copy to clipboard">
      <span className="sr-only" aria-live="polite" />
    </button>
  );
}
