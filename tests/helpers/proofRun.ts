/**
 * Running "Check it yourself" proofs (src/domain/proofs) as a reader would: the Foundry commands with real cast in
 * bash, the viem snippets with Node, and telling whether what came back shows the row's address. Shared by the V3.0
 * and V3.1 proof tests.
 *
 * Commands run in an empty folder: cast reads the folder it runs in (Foundry's config looks for remappings in
 * node_modules), 0.19 s a call from the project's root against 0.08 s from an empty folder on the loaded machine.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sameAddress } from '../../src/domain/data/address';
import type { ProofRead } from '../../src/domain/proofs/proof';
import { ROOT } from './buildDir';

const run = promisify(execFile);
const CAST_DIR = path.join(ROOT, 'node_modules/@foundry-rs/cast-linux-amd64/bin');
/** PATH with the project's cast first. */
export const CAST_PATH = `${CAST_DIR}:${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`;

/** Does `found` (cast's output, or what viem returned) show `p.expected` as the answer (equal, or one element of a list)? */
export function returned(found: readonly string[], p: ProofRead): boolean {
  const hit = (a: string) => sameAddress(a, p.expected);
  return p.match === 'equals' ? found.length === 1 && hit(found[0]!) : found.some(hit);
}
export const castReturned = (output: string, p: ProofRead) => returned(output.match(/0x[0-9a-fA-F]{40}/g) ?? [], p);

/** A command's shape: its text with addresses, keys and numbers left out (what differs from row to row of a kind). */
export const shapeOf = (command: string) => command.replace(/0x[0-9a-fA-F]+/g, '0x…').replace(/\b\d+\b/g, 'N');

/** One row of each shape, then rows spread evenly over the rest up to `size`; in row order. */
export function sampleRows(commands: readonly string[], size: number): number[] {
  const chosen = new Set<number>();
  const shapes = new Set<string>();
  commands.forEach((c, i) => {
    const shape = shapeOf(c);
    if (shapes.has(shape)) return;
    shapes.add(shape);
    chosen.add(i);
  });
  const rest = commands.map((_, i) => i).filter((i) => !chosen.has(i));
  const more = Math.min(rest.length, Math.max(0, size - chosen.size));
  for (let k = 0; k < more; k++) chosen.add(rest[Math.floor(((k + 0.5) * rest.length) / more)]!);
  return [...chosen].sort((a, b) => a - b);
}

/**
 * Runs every command in one bash process, in an empty folder, each command's stdout, stderr and exit code into files
 * of its own (nothing one prints can pass for another's).
 */
export async function bashBatch(commands: readonly string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'proof-cast-'));
  try {
    const script = commands.map((c, i) => `${c} >out.${i} 2>err.${i}; echo $? >code.${i}`).join('\n');
    await run('bash', ['-c', script], { cwd: dir, env, timeout: 300_000 });
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    return commands.map((_, i) => ({ code: Number(read(`code.${i}`)), out: read(`out.${i}`).trim(), err: read(`err.${i}`).trim() }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs each viem snippet as shown, all in one Node process, one after the other, and returns what each printed.
 * The files sit inside the project, so the snippets' `import … from 'viem'` resolves as in a user's project.
 */
export async function runSnippets(snippets: readonly string[], env: NodeJS.ProcessEnv): Promise<string[]> {
  const base = path.join(ROOT, 'node_modules/.cache');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(path.join(base, 'proof-snippets-'));
  try {
    const files = snippets.map((snippet, i) => {
      const f = path.join(dir, `row-${i}.mjs`);
      writeFileSync(f, snippet);
      return f;
    });
    const runner = path.join(dir, 'run.mjs');
    writeFileSync(
      runner,
      [
        `const files = ${JSON.stringify(files)};`,
        'const out = [];',
        'const log = console.log;',
        'for (const f of files) {',
        '  let printed = [];',
        '  console.log = (...a) => printed.push(a.join(" "));',
        '  try { await import(f); } catch (e) { printed.push(`error: ${e.message}`); }',
        '  out.push(printed.join("\\n"));',
        '}',
        'console.log = log;',
        'process.stdout.write(JSON.stringify(out));',
      ].join('\n'),
    );
    const { stdout } = await run(process.execPath, [runner], { env, timeout: 300_000, maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as string[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
