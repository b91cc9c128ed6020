import React, { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type State = { status: 'idle' } | { status: 'busy' } | { status: 'copied' } | { status: 'refused'; markdown: string } | { status: 'unavailable' };

const COPIED_MS = 2000;
const LABELS = { idle: 'Copy page as Markdown', busy: 'Copying…', copied: 'Copied' } as const;

/**
 * Puts `text` on the clipboard. The write starts within the click, with the text still loading: browsers that
 * only allow a copy during the click (Safari) accept a pending item; others get the text once loaded.
 */
async function writeClipboard(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('no clipboard');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    let item: ClipboardItem | undefined;
    try {
      item = new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) });
    } catch {
      // A browser whose ClipboardItem takes no pending content: write the text once it is here.
    }
    if (item) return clipboard.write([item]);
  }
  return clipboard.writeText(await text);
}

/**
 * "Copy page as Markdown": fetches the page's Markdown version (`href`) when clicked, never before, and copies it.
 * It says "Copied"; when the browser refuses the clipboard, it shows the Markdown selected in a text box (Ctrl+C
 * copies it) with a link to the file. The label keeps its width whatever it says, and the message opens over the
 * page, so nothing around it moves.
 */
export default function CopyMarkdown({ href, className }: { href: string; className?: string }): ReactNode {
  const [state, setState] = useState<State>({ status: 'idle' });
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (state.status === 'refused') {
      box.current?.focus();
      box.current?.select();
    } else if (state.status === 'unavailable') closeButton.current?.focus();
  }, [state]);

  async function copy(): Promise<void> {
    if (state.status === 'busy') return;
    clearTimeout(timer.current);
    setState({ status: 'busy' });
    const loaded = fetch(href).then((r) => {
      if (!r.ok) throw new Error(`${href}: HTTP ${r.status}`);
      return r.text();
    });
    try {
      await writeClipboard(loaded);
      setState({ status: 'copied' });
      timer.current = setTimeout(() => setState({ status: 'idle' }), COPIED_MS);
    } catch {
      const markdown = await loaded.catch(() => null);
      setState(markdown === null ? { status: 'unavailable' } : { status: 'refused', markdown });
    }
  }

  const close = () => {
    setState({ status: 'idle' });
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const open = state.status === 'refused' || state.status === 'unavailable';
  const shown = state.status === 'copied' || state.status === 'busy' ? state.status : 'idle';
  return (
    <div className={clsx(styles.wrap, className)} onKeyDown={open ? onKeyDown : undefined}>
      <button ref={button} type="button" className={clsx('button button--sm button--secondary', styles.button)} onClick={() => void copy()} data-state={state.status}>
        <span className={styles.icon} aria-hidden="true" />
        {/* Every label in one grid cell: the button is as wide as the longest, whichever shows (hidden ones are not read). */}
        <span className={styles.labels}>
          {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((k) => (
            <span key={k} className={k === shown ? undefined : styles.hidden}>
              {LABELS[k]}
            </span>
          ))}
        </span>
      </button>
      <span role="status" className="sr-only">
        {state.status === 'copied' ? 'Copied the page as Markdown' : state.status === 'refused' ? 'Copy failed: the browser refused the clipboard' : state.status === 'unavailable' ? 'Copy failed: the Markdown could not be loaded' : ''}
      </span>
      {open && (
        <div className={styles.panel} role="group" aria-label="Copy failed">
          {state.status === 'refused' ? (
            <>
              <p>
                Copy failed: the browser refused the clipboard. The Markdown is selected below: press Ctrl+C (⌘C on a Mac) to copy it, or{' '}
                <a href={href}>open the Markdown file</a>.
              </p>
              <textarea ref={box} className={styles.text} readOnly rows={8} value={state.markdown} aria-label="This page as Markdown" spellCheck={false} />
            </>
          ) : (
            <p>
              Copy failed: the Markdown could not be loaded. Try <a href={href}>opening the Markdown file</a>.
            </p>
          )}
          <button ref={closeButton} type="button" className="button button--sm button--secondary" onClick={close}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}
