import type { ReactNode } from 'react';

/**
 * theme-classic draws a bar above the navbar when the config sets `themeConfig.announcementBar`. This site sets
 * none (src/theme/themeNoops.test.ts fails first if it does), so the bar's code and styles need not ship in
 * every page's main bundle. To announce something, delete this file.
 */
export default function AnnouncementBar(): ReactNode {
  return null;
}
