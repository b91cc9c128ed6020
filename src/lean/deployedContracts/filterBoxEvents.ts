/**
 * The filter box's own events, kept from the page's listeners (issue 18, a keystroke within a frame).
 *
 * Each keystroke in a text box is five or six events (keydown, keypress, beforeinput, textInput, input, keyup) and a
 * selectionchange. React listens to every one of them on its root, in both phases, and walks the component tree for
 * handlers each time; on `/` that was about a third of a millisecond of each key's handling before the browser could
 * draw the character. The box needs none of it: its handlers are these, registered on the window in the capture
 * phase (before React's root sees the event), and they stop the event there. The browser's own work (inserting the
 * text, moving the caret) is not a listener and still happens.
 *
 * Keys with Ctrl, Alt or Meta, and Tab, go on as usual: the page's shortcuts (Ctrl+K opens search) work from the box.
 */

export interface OwnEventHandlers {
  /** The box's value changed (typed, deleted, pasted, cleared by the browser). */
  input: () => void;
  /** Escape was pressed in the box. */
  escape: () => void;
}

/** Keyboard and text events of the box that only the box handles. */
const TEXT_EVENTS = ['beforeinput', 'textInput', 'input'] as const;
const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;

/** Whether a key event goes on to the page's listeners: shortcuts and focus moves. */
export const passesOn = (e: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey' | 'key'>): boolean => e.ctrlKey || e.altKey || e.metaKey || e.key === 'Tab';

/** Routes `box`'s events to `handlers` alone; returns the function that undoes it. */
export function ownEvents(box: HTMLInputElement, handlers: OwnEventHandlers, win: Window = window): () => void {
  const onKey = (e: Event) => {
    if (e.target !== box || passesOn(e as KeyboardEvent)) return;
    e.stopPropagation();
    if (e.type === 'keydown' && (e as KeyboardEvent).key === 'Escape') handlers.escape();
  };
  const onText = (e: Event) => {
    if (e.target !== box) return;
    e.stopPropagation();
    if (e.type === 'input') handlers.input();
  };
  // Fired at the document (and, in newer browsers, at the box too) whenever the caret moves.
  const onSelection = (e: Event) => {
    if (e.target === box || win.document.activeElement === box) e.stopPropagation();
  };
  const listeners = [...KEY_EVENTS.map((t) => [t, onKey] as const), ...TEXT_EVENTS.map((t) => [t, onText] as const), ['selectionchange', onSelection] as const];
  for (const [type, fn] of listeners) win.addEventListener(type, fn, true);
  return () => {
    for (const [type, fn] of listeners) win.removeEventListener(type, fn, true);
  };
}
