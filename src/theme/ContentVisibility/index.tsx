import type { ReactNode } from 'react';

/**
 * theme-classic draws a banner here on a draft or unlisted page. No docs page is either (src/theme/themeNoops.test.ts
 * fails first if one becomes so), so its code, and the admonition it is drawn with, need not ship with every docs
 * page. With a draft or unlisted page, delete this file.
 */
export default function ContentVisibility(): ReactNode {
  return null;
}
