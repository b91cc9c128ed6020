import type { ReactNode } from 'react';

/**
 * The docs have one version, and theme-classic shows the version badge only when there are several: it never shows
 * here, so its code need not ship in every docs page. With a second docs version, delete this file
 * (src/theme/themeNoops.test.ts fails first).
 */
export default function DocVersionBadge(): ReactNode {
  return null;
}
