/**
 * Behaviour of every copy button: one delegated listener copies the value and, for
 * two seconds, marks the button copied and announces it to screen readers.
 * - `button[data-copy="…"]` copies its value (the proof dialog's code);
 * - `button[data-copy=""]` copies the text of the link beside it (src/browser/components/CopyButton: an address);
 * - `button[data-copy-code]` copies its code block's code (src/theme/CodeBlock/Buttons).
 * What is copied, for the button's name, is `data-what`, or what its first name says ("Copy {what}").
 * What a copy did is said in one live region (`[data-copy-status]`): the page's, or the open dialog's, for a button in
 * a modal dialog (outside it, nothing is announced). A page with hundreds of addresses carries no region per button.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const RESET_MS = 2000;
/** A failure stays up longer: the person has to read it and copy by hand. */
const FAILED_MS = 6000;
const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

type Shown = 'copy' | 'copied' | 'failed';
const FAILED = 'Copy failed: the text is selected, copy it by hand';

/** What the button copies, in words: `data-what`, else its first accessible name less "Copy " (kept as `data-what`). */
function whatOf(button: HTMLElement): string {
  return (button.dataset.what ??= (button.getAttribute('aria-label') ?? '').replace(/^Copy /, '') || 'value');
}

function show(button: HTMLElement, state: Shown): void {
  const what = whatOf(button);
  // What the copy did, said by the button's name and by the live region; nothing once it resets.
  const said = state === 'copied' ? `Copied ${what}` : state === 'failed' ? `${FAILED} (${what})` : '';
  button.setAttribute('aria-label', said || `Copy ${what}`);
  button.title = state === 'copied' ? 'Copied' : state === 'failed' ? FAILED : 'Copy to clipboard';
  button.toggleAttribute('data-copied', state === 'copied');
  button.toggleAttribute('data-copy-failed', state === 'failed');
  const region = liveRegion(button);
  if (region) region.textContent = said;
}

const COPY_STATUS_ATTR = 'data-copy-status';

/** A live region that copy buttons say what they did in: the page's (made below), or a dialog's (proofDialogView.ts). */
export function copyStatusRegion(): HTMLElement {
  const region = document.createElement('div');
  region.className = 'sr-only';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute(COPY_STATUS_ATTR, '');
  return region;
}

/** The live region of the dialog the button is in, or of the page. */
const liveRegion = (button: HTMLElement): Element | null => (button.closest('dialog') ?? document.body).querySelector(`:scope > [${COPY_STATUS_ATTR}]`);

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
  // The page's region, in place before the first copy, so that a screen reader follows it from the start.
  document.body.append(copyStatusRegion());
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button[data-copy], button[data-copy-code]');
    if (!(button instanceof HTMLElement)) return;
    whatOf(button);
    const value = button.dataset.copy === undefined ? codeOf(button) : button.dataset.copy || (shownText(button)?.textContent ?? '');
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
