import { describe, expect, test } from 'vitest';
import { FRAME_MS, filterPace, type PaceClock } from './keystrokePace';

/**
 * A clock whose time moves only when told: timers fire when time passes them, and "after the next painted frame"
 * callbacks fire when a frame is drawn (`paint`), which takes the ms of the clock it is given.
 */
function fakeClock() {
  let t = 0;
  let timers: { at: number; fn: () => void; live: boolean }[] = [];
  let painted: { fn: () => void; live: boolean }[] = [];
  const clock: PaceClock = {
    now: () => t,
    after: (fn, ms) => {
      const timer = { at: t + ms, fn, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
    afterPaint: (fn) => {
      const entry = { fn, live: true };
      painted.push(entry);
      return () => void (entry.live = false);
    },
  };
  const advance = (ms: number) => {
    const end = t + ms;
    for (;;) {
      const next = timers.filter((x) => x.live && x.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      t = next.at;
      next.live = false;
      next.fn();
    }
    timers = timers.filter((x) => x.live);
    t = end;
  };
  /** A frame is drawn, taking `cost` ms; then the callbacks waiting for a painted frame run. */
  const paint = (cost = 0) => {
    t += cost;
    const due = painted;
    painted = [];
    for (const p of due) if (p.live) p.fn();
  };
  return { clock, advance, paint, pendingTimers: () => timers.filter((x) => x.live).length };
}

/** A pace on a fake clock, and how many results it has applied. */
function paced() {
  const c = fakeClock();
  let n = 0;
  const pace = filterPace(() => n++, c.clock);
  return { c, pace, applied: () => n };
}

describe('the filter pace (issue 18)', () => {
  test('a key after a pause: its result is drawn in the task after the frame that shows the character', () => {
    const { c, pace, applied } = paced();
    pace.key();
    expect(applied()).toBe(0);
    c.paint(); // the character's frame
    expect(applied()).toBe(1);
    expect(c.pendingTimers()).toBe(0);
  });

  test('keys typed before that task are applied together, once', () => {
    const { c, pace, applied } = paced();
    pace.key();
    pace.key(); // the same instant: no frame between them, and no result measured yet
    c.advance(2 * FRAME_MS + 1);
    c.paint();
    expect(applied()).toBe(1);
  });

  test('measures how long a result takes, and waits for a pause that long while keys come faster', () => {
    const { c, pace, applied } = paced();
    pace.key();
    c.paint(); // the character's frame; the result is applied
    c.paint(30); // the result's frame took 30 ms
    expect(applied()).toBe(1);
    expect(pace.wait).toBeCloseTo(30 + 2 * FRAME_MS);

    // Keys 20 ms apart, after a pause: the first is drawn at once; the rest come faster than a result, and nothing
    // is drawn while they come.
    c.advance(200);
    for (let i = 0; i < 10; i++) {
      pace.key();
      c.advance(20);
      c.paint();
    }
    expect(applied()).toBe(2);
    // They stop: once no key has come for as long as a result takes, the result is drawn once for all of them.
    c.advance(pace.wait - 20 - 1);
    expect(applied()).toBe(2);
    c.advance(2);
    expect(applied()).toBe(3);
  });

  test('a key slower than a result is drawn at once again, and the average follows new measurements', () => {
    const { c, pace, applied } = paced();
    pace.key();
    c.paint();
    c.paint(40);
    expect(pace.wait).toBeCloseTo(40 + 2 * FRAME_MS);
    c.advance(500);
    pace.key();
    c.paint();
    expect(applied()).toBe(2);
    c.paint(10); // a cheaper result moves the average 30% of the way
    expect(pace.wait).toBeCloseTo(40 + 0.3 * (10 - 40) + 2 * FRAME_MS);
  });

  test('cancel forgets the waiting result, whether it waits for a frame or for a pause', () => {
    const { c, pace, applied } = paced();
    pace.key();
    pace.cancel();
    c.paint();
    expect(applied()).toBe(0);
    pace.key(); // within a frame of the last key: waits for a pause
    pace.cancel();
    c.advance(1000);
    c.paint();
    expect(applied()).toBe(0);
  });
});
