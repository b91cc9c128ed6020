/**
 * Behaviour of every copy button (`button[data-copy]`, see
 * src/components/CopyButton, and a code block's `button[data-copy-code]`, see
 * src/theme/CodeBlock/Buttons): one delegated listener copies the value and, for
 * two seconds, marks the button copied and announces it to screen readers.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const RESET_MS = 2000;
/** A failure stays up longer: the person has to read it and copy by hand. */
const FAILED_MS = 6000;
const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

type Shown = 'copy' | 'copied' | 'failed';
const FAILED = 'Copy failed: the text is selected, copy it by hand';

function show(button: HTMLElement, state: Shown): void {
  const what = button.dataset.what ?? 'value';
  button.setAttribute('aria-label', state === 'copied' ? `Copied ${what}` : state === 'failed' ? `${FAILED} (${what})` : `Copy ${what}`);
  button.title = state === 'copied' ? 'Copied' : state === 'failed' ? FAILED : 'Copy to clipboard';
  button.toggleAttribute('data-copied', state === 'copied');
  button.toggleAttribute('data-copy-failed', state === 'failed');
  const live = button.querySelector('[aria-live]');
  if (live) live.textContent = state === 'copied' ? 'Copied' : state === 'failed' ? FAILED : '';
}

/** What a button copies, as shown on the page: the address link beside it, or the code block's code. */
function shownText(button: HTMLElement): Element | null {
  if (button.dataset.copy !== undefined) return button.parentElement?.querySelector('a') ?? null;
  return button.closest('.theme-code-block')?.querySelector('pre > code') ?? null;
}

/** Without clipboard access (plain http, permission denied), the text is selected so that it can be copied by hand. */
function selectForManualCopy(button: HTMLElement): void {
  const target = shownText(button);
  const selection = window.getSelection();
  if (!target || !selection) return;
  selection.selectAllChildren(target);
}

async function writeClipboard(value: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('no clipboard access');
  await navigator.clipboard.writeText(value);
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
    const settle = (state: Shown, ms: number) => {
      show(button, state);
      const previous = timers.get(button);
      if (previous) clearTimeout(previous);
      timers.set(button, setTimeout(() => show(button, 'copy'), ms));
    };
    writeClipboard(value).then(
      () => settle('copied', RESET_MS),
      () => {
        selectForManualCopy(button);
        settle('failed', FAILED_MS);
      },
    );
  });
}
