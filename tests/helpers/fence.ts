/**
 * Whether the build the browser tests read was made with the fence (src/lean/plugin.ts) in: the fence's plugin
 * writes LEAN_MARKER into the build, naming the parts that were in. Tests of what the fence brings (pages' weight,
 * keystrokes, the browser's stand-ins, islands) are skipped on a build without it (LEAN=0, `npm run build:stock`),
 * with the reason in their name; every other browser test runs on both.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'vitest';
import { BUILD_DIR } from './browser';
import { LEAN_MARKER } from '../../src/lean/plugin';
import { PARTS } from '../../src/lean/switch.cjs';

type Part = (typeof PARTS)[number];

/** The parts of the fence the build was made with; none without the marker. */
function builtWith(dir: string): readonly string[] {
  const marker = path.join(dir, LEAN_MARKER);
  if (!existsSync(marker)) return [];
  return (JSON.parse(readFileSync(marker, 'utf8')) as { parts: string[] }).parts;
}

const BUILT_WITH = builtWith(BUILD_DIR);

/** Why tests needing `parts` (every part by default) cannot run on this build; null when they can. */
export function withoutFence(parts: readonly Part[] = PARTS): string | null {
  const missing = parts.filter((p) => !BUILT_WITH.includes(p));
  if (missing.length === 0) return null;
  return BUILT_WITH.length === 0
    ? `skipped: ${path.relative(process.cwd(), BUILD_DIR) || '.'} was built without the fence (LEAN=0), and this tests the fence's work`
    : `skipped: ${path.relative(process.cwd(), BUILD_DIR) || '.'} was built without the fence's ${missing.join(', ')}`;
}

/** `describe` for tests of the fence's work: skipped on a build without `parts`, the reason added to its name. */
export function describeWithFence(name: string, fn: () => void, parts?: readonly Part[]): void {
  const why = withoutFence(parts);
  if (why) describe.skip(`${name} [${why}]`, fn);
  else describe(name, fn);
}

/** `test` for a test of the fence's work: skipped on a build without `parts`, the reason added to its name. */
export function testWithFence(name: string, fn: () => Promise<void>, parts?: readonly Part[]): void {
  const why = withoutFence(parts);
  if (why) test.skip(`${name} [${why}]`, fn);
  else test(name, fn);
}
