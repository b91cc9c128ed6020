import type { ReactNode } from 'react';

/**
 * theme-classic lists a docs page's tags in its footer. No docs page has tags (src/theme/themeNoops.test.ts
 * fails first if one does), so the list's code and styles need not ship with every docs page. With tags, delete
 * this file.
 */
export default function TagsListInline(): ReactNode {
  return null;
}
