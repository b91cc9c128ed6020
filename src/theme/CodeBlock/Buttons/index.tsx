import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import copyStyles from '@site/src/browser/components/CopyButton/styles.module.css';
import styles from './styles.module.css';

/**
 * The copy button of a code block, in the server's HTML: it carries no React
 * state, and one delegated listener (src/browser/client/copyButtons.ts) copies the
 * block's code (`data-copy-code`), so it works while the block is inert markup
 * (src/theme/CodeBlock). Replaces the theme's buttons, which render only in
 * the browser; the theme's word-wrap toggle is not kept (a wide block scrolls
 * inside itself).
 */
export default function CodeBlockButtons({ className }: { className?: string }): ReactNode {
  return (
    <div className={clsx(className, styles.buttons)}>
      <button type="button" className={copyStyles.copy} data-copy-code="" data-what="code" aria-label="Copy code" title="Copy to clipboard" />
    </div>
  );
}
