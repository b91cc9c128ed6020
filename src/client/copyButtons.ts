/**
 * Behaviour of every copy button (`button[data-copy]`, see
 * src/components/CopyButton, and a code block's `button[data-copy-code]`, see
 * src/theme/CodeBlock/Buttons): one delegated listener copies the value and, for
 * two seconds, marks the button copied and announces it to screen readers.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const RESET_MS = 2000;
const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function show(button: HTMLElement, copied: boolean): void {
  const what = button.dataset.what ?? 'value';
  button.setAttribute('aria-label', copied ? `Copied ${what}` : `Copy ${what}`);
  button.title = copied ? 'Copied' : 'Copy to clipboard';
  if (copied) button.setAttribute('data-copied', '');
  else button.removeAttribute('data-copied');
  const live = button.querySelector('[aria-live]');
  if (live) live.textContent = copied ? 'Copied' : '';
}

/** The code of the code block a button belongs to (src/theme/CodeBlock/Buttons): its lines' text, one per line. */
function codeOf(button: HTMLElement): string {
  const code = button.closest('.theme-code-block')?.querySelector('pre > code');
  return code ? Array.from(code.children, (line) => line.textContent ?? '').join('\n') : '';
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-copy], button[data-copy-code]');
    if (!(button instanceof HTMLElement)) return;
    const value = button.dataset.copy ?? codeOf(button);
    void navigator.clipboard?.writeText(value).then(() => {
      show(button, true);
      const previous = timers.get(button);
      if (previous) clearTimeout(previous);
      timers.set(button, setTimeout(() => show(button, false), RESET_MS));
    });
  });
}
