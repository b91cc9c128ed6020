import type { ReactNode } from 'react';

/**
 * The docs have one version, the current one, and theme-classic draws this banner only on an older or unreleased
 * version: it never shows here, so its code need not ship in every docs page. With a second docs version, delete
 * this file (src/theme/themeNoops.test.ts fails first).
 */
export default function DocVersionBanner(): ReactNode {
  return null;
}
