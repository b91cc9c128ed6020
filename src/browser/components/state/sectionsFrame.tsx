/**
 * A state page's sections (islandSections.tsx): the server's copy, which draws at once. The browser's bundle gets
 * sectionsFrame.browser.tsx in its place (src/build/plugin/framework.ts), which loads islandSections.tsx only when the browser
 * draws the sections.
 */
import * as Drawn from './islandSections';

export const Sections = Drawn.Sections;

/** Loads the sections' code, if it is not already loaded (the server's copy always is). */
export default function loadSections(): Promise<void> {
  return Promise.resolve();
}
