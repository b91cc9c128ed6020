/**
 * Keystroke-to-frame timing of the filter, read by `npm run bench` (scripts/bench.mjs): a mark at each input event,
 * then measures from it when the tables commit, when the next frame starts and when that frame is painted.
 */
import { useLayoutEffect } from 'react';

let typed = false;

/** Marks a keystroke in the filter box. */
export function markKeystroke(): void {
  performance.mark('filter:input');
  typed = true;
}

/** Measures the keystroke marked last, once the tables have committed for `matcher`. */
export function useKeystrokeTiming(matcher: unknown): void {
  useLayoutEffect(() => {
    if (!typed) return;
    typed = false;
    performance.measure('filter:commit', 'filter:input');
    requestAnimationFrame(() => {
      performance.measure('filter:frame', 'filter:input');
      // A message posted from the frame's callback runs once that frame's style, layout and paint are done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.measure('filter:painted', 'filter:input');
      channel.port2.postMessage(null);
    });
  }, [matcher]);
}
