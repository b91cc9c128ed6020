/**
 * The Deployed Contracts page's bulk (bulk.tsx): the server's copy, which draws at once. The browser's bundle gets
 * bulkFrame.browser.tsx in its place (src/build/plugin/framework.ts), which loads bulk.tsx only when the browser draws it.
 */
import * as Bulk from './bulk';

export const NetworkContent = Bulk.NetworkContent;
export const LegacyContent = Bulk.LegacyContent;
export const MoreContent = Bulk.MoreContent;

/** Loads the bulk's code, if it is not already loaded (the server's copy always is). */
export default function loadBulk(): Promise<void> {
  return Promise.resolve();
}
