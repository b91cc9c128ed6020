/**
 * When the filter draws what was typed (issue 18, a keystroke within a frame).
 *
 * A keystroke costs the browser one small frame: the character in the box. Its result costs more: rows hidden and
 * shown, then the style, layout, paint and raster of everything that moved. Drawn after every key, a result is on
 * screen before the next key when keys come slower than a result takes; when they come faster, each key's frame
 * waits behind the last key's result. So the pace follows the keys:
 *
 * - a key that comes after a pause at least as long as a result takes: its result is drawn in a task right after
 *   the frame that shows its character (keys typed before that task are applied together);
 * - a key that comes sooner: the result waits until no key has come for that long, then is drawn once for all of
 *   them.
 *
 * "As long as a result takes" is measured, not assumed: from the task that applies a result to the end of the frame
 * that draws it (an average over the last results), plus one frame for the character before it and one for the
 * browser to raster and show what the result changed. A fast device draws results after every key of fast typing;
 * a slow one waits for pauses instead of falling behind.
 */

/** One frame at 60 Hz, in milliseconds. */
export const FRAME_MS = 1000 / 60;

/** How much a new measurement moves the average. */
const WEIGHT = 0.3;

export interface PaceClock {
  now: () => number;
  /** Runs `fn` in a task after the next frame has been painted; returns a cancel. */
  afterPaint: (fn: () => void) => () => void;
  /** Runs `fn` after `ms` milliseconds; returns a cancel. */
  after: (fn: () => void, ms: number) => () => void;
}

export interface FilterPace {
  /** A key changed the box. */
  key: () => void;
  /** Forgets the result waiting to be drawn (the filter was set another way). */
  cancel: () => void;
  /** How long, after a key, the next key must come for that key's result to be drawn at once (ms). */
  readonly wait: number;
}

/** Paces `apply` (which draws the filter's result for what the box holds) by the keys typed. */
export function filterPace(apply: () => void, clock: PaceClock): FilterPace {
  let lastKey = -Infinity;
  /** How long a result takes to be drawn (ms), averaged; 0 until one has been. */
  let cost = 0;
  /** Cancels the result waiting to be drawn, for a frame or for a pause; null when none waits. */
  let pending: (() => void) | null = null;
  let measuring: (() => void) | null = null;
  const wait = () => cost + 2 * FRAME_MS;

  const run = () => {
    pending = null;
    const start = clock.now();
    apply();
    measuring?.();
    measuring = clock.afterPaint(() => {
      measuring = null;
      const took = clock.now() - start;
      cost = cost === 0 ? took : cost + WEIGHT * (took - cost);
    });
  };

  return {
    key() {
      const t = clock.now();
      const gap = t - lastKey;
      lastKey = t;
      if (gap < wait()) {
        pending?.();
        pending = clock.after(run, wait());
      } else {
        pending ??= clock.afterPaint(run);
      }
    },
    cancel() {
      pending?.();
      pending = null;
    },
    get wait() {
      return wait();
    },
  };
}
