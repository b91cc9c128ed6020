/**
 * What another plugin may hand the data and search plugins before their hooks run: stores that keep what a build
 * made for the next one, and how the Markdown worker thread loads our TypeScript. Each is optional; without it the
 * plugins make everything afresh on every build, in the plainest way. The data and search plugins read them here
 * and know nothing of who set them.
 */
import type { ElementStore } from './liveValues';
import type { MarkdownWorkerExtras } from './markdownFiles';
import type { IndexStore } from '../search/indexer';

export interface BuildExtensions {
  /** Keeps the `<LiveParam>` elements read from each docs text (liveValues.ts); one store per load of the docs. */
  elementStore?: () => ElementStore;
  /** What the Markdown worker thread is started with besides its input (markdownMake.ts). */
  markdownWorker?: MarkdownWorkerExtras;
  /** Keeps the search index (src/build/search/indexer.ts); one store per build. */
  searchIndexStore?: () => IndexStore;
}

let current: BuildExtensions = {};

/** Adds to what the plugins read (a plugin calls it when it is created, before any hook runs). */
export function extendBuild(extensions: BuildExtensions): void {
  current = { ...current, ...extensions };
}

export function buildExtensions(): BuildExtensions {
  return current;
}
