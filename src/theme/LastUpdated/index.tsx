import type { ReactNode } from 'react';

/**
 * The docs do not show when or by whom a page was last changed (`showLastUpdateTime` and `showLastUpdateAuthor` are
 * off in docusaurus.config.ts), and theme-classic draws this only when one of them is on: its code need not ship in
 * every docs page. To turn either on, delete this file (src/theme/themeNoops.test.ts fails first).
 */
export default function LastUpdated(): ReactNode {
  return null;
}
