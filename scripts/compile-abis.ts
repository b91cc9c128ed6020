// `npm run abis [-- UNIT…]`: compiles the units of src/cli/abi/units.ts (all by default) and writes each one's ABIs to
// src/domain/abi/compiled/<unit>.json. A unit whose sources cannot be had here (a git mirror absent) is skipped
// with the reason; any other failure stops with a non-zero exit.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileUnit, formatCompiledFile } from '../src/cli/abi/compile';
import { treeEnv, TreeUnavailableError } from '../src/cli/abi/trees';
import { UNITS } from '../src/cli/abi/units';
import { InputError } from '../src/domain/errors';

const root = path.resolve(__dirname, '..');
const env = treeEnv(root);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !UNITS.some((u) => u.id === id));
if (unknown.length > 0) {
  process.stderr.write(`abis: unknown unit(s) ${unknown.join(', ')}; the units: ${UNITS.map((u) => u.id).join(', ')}\n`);
  process.exit(2);
}
let failed = false;
for (const unit of UNITS.filter((u) => wanted.length === 0 || wanted.includes(u.id))) {
  const started = performance.now();
  try {
    const { file, cached, solcMs } = compileUnit(unit, env);
    const out = path.join(root, 'src/domain/abi/compiled', `${unit.id}.json`);
    writeFileSync(out, formatCompiledFile(file));
    const total = ((performance.now() - started) / 1000).toFixed(1);
    const how = cached ? 'cache' : `solc ${(solcMs / 1000).toFixed(1)} s`;
    console.log(`${unit.id}: ${Object.keys(file.abis).length} contracts, ${total} s (${how}) -> ${path.relative(root, out)}`);
  } catch (error) {
    if (error instanceof TreeUnavailableError) {
      console.log(`${unit.id}: skipped, ${error.message}`);
      continue;
    }
    failed = true;
    if (error instanceof InputError) process.stderr.write(`${unit.id}: ${error.message}\n${error.hint ? `${error.hint}\n` : ''}`);
    else throw error;
  }
}
process.exitCode = failed ? 1 : 0;
