/**
 * The browser's `nprogress`: the thin bar at the top of the window while a client-side navigation waits for its
 * page's code (theme-classic's client module starts it 200 ms into a navigation and ends it when the page is
 * drawn). The theme uses three of the package's functions; this is them, drawing the same elements
 * (`#nprogress .bar .peg`) that the theme's stylesheet styles, in about a quarter of the package's bytes
 * (src/lean/bundlerChanges.ts, `BROWSER_STAND_INS`, aliases it in for the browser).
 *
 * The bar starts a little way in, creeps on in ever smaller steps while the wait lasts, and on `done` runs to
 * the end and fades out. It is decoration: hidden from assistive technology, which hears the new page itself.
 */

/** How far the bar is, 0 to 1, while it is shown. */
export function nextStep(at: number): number {
  const step = at < 0.2 ? 0.1 : at < 0.5 ? 0.04 : at < 0.8 ? 0.02 : at < 0.99 ? 0.005 : 0;
  return Math.min(at + step, 0.994);
}

const STEP_MS = 200;
let root: HTMLElement | null = null;
let bar: HTMLElement | null = null;
let at = 0;
let timer = 0;

function draw(): void {
  if (bar) bar.style.transform = `translate3d(${((at - 1) * 100).toFixed(2)}%,0,0)`;
}

function start(): void {
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    root.setAttribute('aria-hidden', 'true');
    bar = document.createElement('div');
    bar.className = 'bar';
    bar.style.transition = `transform ${STEP_MS}ms ease`;
    const peg = document.createElement('div');
    peg.className = 'peg';
    bar.append(peg);
    root.append(bar);
    document.body.append(root);
    at = 0.08;
    draw();
  }
  window.clearInterval(timer);
  timer = window.setInterval(() => {
    at = nextStep(at);
    draw();
  }, STEP_MS);
}

function done(): void {
  window.clearInterval(timer);
  const shown = root;
  if (!shown) return;
  root = null;
  at = 1;
  draw();
  bar = null;
  shown.style.transition = `opacity ${STEP_MS}ms linear ${STEP_MS}ms`;
  shown.style.opacity = '0';
  window.setTimeout(() => shown.remove(), 2 * STEP_MS);
}

/** The theme configures the package (no spinner); this bar has none to turn off. */
function configure(): void {}

export default { configure, start, done };
