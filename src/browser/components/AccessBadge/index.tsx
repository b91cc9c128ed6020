import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { AccessClass } from '@site/src/domain/protocol/access';
import styles from './styles.module.css';

interface Props {
  cls: AccessClass;
  /** The class's short label ("entry point"…). */
  label: string;
  /** Its docs section. */
  href: string;
  /** Id of an element holding the one-line reason (pages with many rows share one per role)… */
  describedBy?: string;
  /** …or the reason itself, read after the label by screen readers (pages with few rows). */
  reason?: string;
}

/**
 * "May I call this?": the access class of a contract as a short label linking the docs section that
 * explains it. Its accessible name is "Access: {label}"; the one-line reason is its description.
 */
export default function AccessBadge({ cls, label, href, describedBy, reason }: Props): ReactNode {
  return (
    <Link to={href} className={`${styles.access} ${styles[cls] ?? ''}`} aria-describedby={describedBy}>
      <span className="sr-only">Access: </span>
      {label}
      {reason && <span className="sr-only"> — {reason}</span>}
    </Link>
  );
}
