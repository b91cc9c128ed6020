/**
 * Keeps the home page's data out of every other page.
 *
 * Docusaurus prefetches the chunks of every route a visible link points to,
 * and the logo, the navbar and the sidebar link to `/` from every page: each
 * page would download the Deployed Contracts address book in the background.
 * Links to `/` are left out of the viewport observer that triggers this; they
 * still preload on hover or touch, when a visit is likely.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function pointsHome(target: Element): boolean {
  if (!(target instanceof HTMLAnchorElement)) return false;
  const href = target.getAttribute('href') ?? '';
  return href === '/' || href.startsWith('/?') || href.startsWith('/#');
}

if (ExecutionEnvironment.canUseIntersectionObserver) {
  const Native = window.IntersectionObserver;
  window.IntersectionObserver = class extends Native {
    override observe(target: Element): void {
      if (!pointsHome(target)) super.observe(target);
    }
  };
}
