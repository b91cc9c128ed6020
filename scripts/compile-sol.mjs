// Compiles Solidity examples with solc-js (npm `solc`, no download):
// `node scripts/compile-sol.mjs [file.sol …]` (default: every examples/sol/**/*.sol).
// Imports resolve relative to the importing file. Exits non-zero on any error.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';

export function solFiles(dir = 'examples/sol') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? solFiles(full) : full.endsWith('.sol') ? [full] : [];
  });
}

/** Compiles the given files together; returns solc's errors and warnings. */
export function compile(files) {
  const sources = Object.fromEntries(files.map((f) => [path.normalize(f), { content: readFileSync(f, 'utf8') }]));
  const input = {
    language: 'Solidity',
    sources,
    settings: { outputSelection: { '*': { '*': ['abi'] } } },
  };
  const findImports = (p) => {
    try {
      return { contents: readFileSync(p, 'utf8') };
    } catch {
      return { error: `File not found: ${p}` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  return output.errors ?? [];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : solFiles();
  const messages = compile(files);
  for (const m of messages) console.log(m.formattedMessage);
  const errors = messages.filter((m) => m.severity === 'error');
  console.log(`solc ${solc.version()}: ${files.length} file(s), ${errors.length} error(s), ${messages.length - errors.length} warning(s)`);
  process.exit(errors.length ? 1 : 0);
}
