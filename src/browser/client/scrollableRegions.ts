/**
 * Docs tables wider than the column scroll sideways inside their own box (Infima's tables). A keyboard user can
 * scroll such a box only once it can take focus: while it overflows it is in the tab order (`tabindex="0"`, with
 * the site's focus outline), and leaves it when it fits again, so a table that fits is no extra stop. Display
 * formulas are always focusable (src/build/mdx/mathml.ts); data pages' tables have their own focusable
 * regions (WideTable).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const SELECTOR = '.theme-doc-markdown table';
/** Marks the tabindex this module set, so it never removes one the page set. */
const MARK = 'data-scroll-focus';

function update(box: Element): void {
  const overflows = box.scrollWidth > box.clientWidth;
  if (overflows && !box.hasAttribute('tabindex')) {
    box.setAttribute('tabindex', '0');
    box.setAttribute(MARK, '');
  } else if (!overflows && box.hasAttribute(MARK)) {
    box.removeAttribute('tabindex');
    box.removeAttribute(MARK);
  }
}

let observer: ResizeObserver | undefined;

/** After each page is shown: check its boxes now, and again whenever one changes size. */
export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM || typeof ResizeObserver === 'undefined') return;
  observer?.disconnect();
  observer = new ResizeObserver((entries) => entries.forEach((e) => update(e.target)));
  for (const box of document.querySelectorAll(SELECTOR)) {
    update(box);
    observer.observe(box);
  }
}
