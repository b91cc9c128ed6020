import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { parseSpec, runScript, together } from './together.mjs';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'together-'));
  // Each script says when it started and ends 0.5 s later; `slow` waits for `fast` to have started (a file it writes).
  const scripts = {
    fast: `node -e "require('fs').writeFileSync('started', String(Date.now())); setTimeout(() => console.log('fast done'), 500)"`,
    slow: `node -e "const fs = require('fs'); const t = Date.now(); const wait = () => fs.existsSync('started') ? console.log('saw fast running') : Date.now() - t > 20000 ? process.exit(3) : setTimeout(wait, 20); wait()"`,
    fails: `node -e "console.error('broken'); process.exit(4)"`,
    quick: `node -e "console.log('quick done')"`,
  };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 't', private: true, scripts }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the scripts print, kept instead of shown; `write.mockRestore()` shows again. */
function captureStdout(): { printed: string[]; write: { mockRestore: () => void } } {
  const printed: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
    printed.push(String(text));
    return true;
  });
  return { printed, write };
}

test('the scripts run at the same time; each output is printed whole, in the order given; the exit code is the first failure', async () => {
  const { printed, write } = captureStdout();
  try {
    // `slow` is listed first and only ends once `fast` has started: run one after the other, it would time out (exit 3).
    expect(await together(['slow', 'fast'], { cwd: dir })).toBe(0);
    rmSync(path.join(dir, 'started'));
    expect(await together(['slow', 'fails', 'fast'], { cwd: dir })).toBe(4);
  } finally {
    write.mockRestore();
  }
  const text = printed.join('');
  expect(text.indexOf('> npm run slow')).toBeLessThan(text.indexOf('> npm run fast'));
  expect(text).toContain('saw fast running');
  expect(text).toMatch(/> npm run fails \([\d.]+ s, exit 4\)\n[^]*broken/);
});

test('a script that does not exist fails with npm’s message', async () => {
  const run = await runScript('no-such-script', { cwd: dir });
  expect(run.code).not.toBe(0);
  expect(run.output).toMatch(/Missing script/);
});

test('SCRIPT<AFTER starts once AFTER has ended well, beside the others; not at all when AFTER failed', async () => {
  const { printed, write } = captureStdout();
  try {
    // `fast<fails` never runs, and the call fails with fails' code.
    expect(await together(['fails', 'fast<fails'], { cwd: dir })).toBe(4);
    expect(printed.join('')).toMatch(/> npm run fast \(0\.0 s, exit 1\)\nnot run: npm run fails failed/);
    // `slow` runs beside `fast`, which starts after `quick` ended: `slow` sees `fast` started, so they overlap.
    printed.length = 0;
    expect(await together(['slow', 'quick', 'fast<quick'], { cwd: dir })).toBe(0);
    const text = printed.join('');
    expect(text).toContain('saw fast running');
    expect(text.indexOf('> npm run fast started (quick ended)')).toBeGreaterThan(-1);
    expect(text.indexOf('> npm run quick (')).toBeLessThan(text.indexOf('> npm run fast ('));
  } finally {
    write.mockRestore();
    rmSync(path.join(dir, 'started'), { force: true });
  }
  await expect(together(['a<nowhere'], { cwd: dir })).rejects.toThrow(/waits for a script not in the list/);
  expect([parseSpec('test:e2e<build'), parseSpec('build')]).toEqual([{ script: 'test:e2e', after: 'build' }, { script: 'build' }]);
});
