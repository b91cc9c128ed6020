import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

interface Props {
  as: 'h2' | 'h3' | 'h4' | 'h5';
  id: string;
  /** Plain-text title, also used for the direct link's accessible name. */
  title: string;
  className?: string;
  /** Extra content after the title (badges). */
  children?: ReactNode;
  hidden?: boolean;
  /** `data-part`: a key by which a page shows and hides the heading in place (see AddressTable). */
  part?: string;
}

/** A heading with a stable anchor and a "direct link" hash link, registered with the broken-anchor checker. */
export default function AnchorHeading({ as: Tag, id, title, className, children, hidden, part }: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <Tag id={id} className={clsx('anchor', styles.heading, className)} hidden={hidden} data-part={part}>
      {title}
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${title}`} title={`Direct link to ${title}`} translate="no">
        &#8203;
      </a>
    </Tag>
  );
}
