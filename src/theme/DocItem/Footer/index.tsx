import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * A docs page's footer: its "Edit this page" link. theme-classic's footer can also list the page's tags and say
 * when and by whom it was last changed; no docs page has tags and both last-changed lines are off
 * (src/theme/themeNoops.test.ts fails first if either changes), so the code for them need not ship with every docs
 * page. The link is the theme's own markup (its class names, the pencil icon), without the empty last-updated
 * column beside it.
 */
export default function DocItemFooter(): ReactNode {
  const { editUrl } = useDoc().metadata;
  if (!editUrl) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <div className={clsx('margin-top--sm', ThemeClassNames.docs.docFooterEditMetaRow, styles.noPrint)}>
        <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
          <svg fill="currentColor" height="20" width="20" viewBox="0 0 40 40" className={styles.icon} aria-hidden="true">
            <path d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
          </svg>
          Edit this page
        </Link>
      </div>
    </footer>
  );
}
