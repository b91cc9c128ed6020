import React, { useEffect, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Text put on the clipboard. */
  value: string;
  /** What is copied, for the accessible name: "Copy {what}". */
  what: string;
}

/** A small button that copies `value` and says so for two seconds. */
export default function CopyButton({ value, what }: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button
      type="button"
      className={styles.copy}
      data-copied={copied ? '' : undefined}
      aria-label={copied ? `Copied ${what}` : `Copy ${what}`}
      title={copied ? 'Copied' : 'Copy to clipboard'}
      onClick={copy}>
      <span className={styles.live} aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
