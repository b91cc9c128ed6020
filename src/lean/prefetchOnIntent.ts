/**
 * Pages download what they show, not what they link to.
 *
 * Docusaurus prefetches the chunks of every route a visible link points to:
 * the sidebar alone links to a dozen sections, and the logo, navbar and
 * sidebar link to `/` from every page, which would pull the Deployed
 * Contracts address book into every page in the background. Links are left
 * out of the viewport observer that triggers this; they still preload on
 * hover or touch (Docusaurus's own handlers), when a visit is likely, so a
 * click stays fast.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined };

// Core's `prefetch` asks `__webpack_require__.gca` for the URL of each chunk of a route. The map it reads is left out
// of every page's runtime (src/lean/bundlerChanges.ts, withoutChunkAssetPlugin); this stand-in answers "no asset",
// which `prefetch` skips. Only a browser without IntersectionObserver still calls `prefetch`.
__webpack_require__.gca = () => undefined;

if (ExecutionEnvironment.canUseIntersectionObserver) {
  const Native = window.IntersectionObserver;
  window.IntersectionObserver = class extends Native {
    override observe(target: Element): void {
      if (!(target instanceof HTMLAnchorElement)) super.observe(target);
    }
  };
}
