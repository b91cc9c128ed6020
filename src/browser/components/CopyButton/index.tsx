import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** What is copied, for the accessible name: "Copy {what}". */
  what: string;
}

/**
 * A small button beside a link that copies the link's text (an address beside its explorer link). It carries no
 * React state and no copy of the text: one click listener for the whole site (src/browser/client/copyButtons.ts) copies
 * what the link shows and says so, which keeps pages with hundreds of addresses cheap to start and light to load.
 */
export default function CopyButton({ what }: Props): ReactNode {
  return (
    <button type="button" className={styles.copy} data-copy="" aria-label={`Copy ${what}`} title="Copy to clipboard" />
  );
}
