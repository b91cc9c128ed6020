// `npm run family-abis`: writes src/domain/abi/generated/families.generated.ts, the snapshot generator's ABIs of
// Gearbox's core contracts, from the committed compiled ABIs (src/cli/abi/familyAbis.ts: core-v3 1.45.0 for 3.00,
// core-v3 v1.51.0 for 3.01) and each family's entry list (src/domain/abi/picks.ts). Stops
// with a non-zero exit, writing nothing, when an entry is missing, overloaded or differs between the versions.
// The family modules import the module it writes: that one is committed, and a family new to FAMILY_PICKS is only
// absent from it (undefined) until the script has run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateFamilyAbis } from '../src/cli/abi/familyAbis';
import { InputError } from '../src/domain/errors';

const root = path.resolve(__dirname, '..');
const OUT = path.join(root, 'src/domain/abi/generated/families.generated.ts');
const started = performance.now();
try {
  const { picked, text } = generateFamilyAbis();
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, text);
  for (const [family, items] of Object.entries(picked)) console.log(`${family}: ${items.length} entries`);
  const total = Object.values(picked).reduce((n, items) => n + items.length, 0);
  console.log(`${total} entries in ${Object.keys(picked).length} families, ${((performance.now() - started) / 1000).toFixed(1)} s -> ${path.relative(root, OUT)}`);
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  process.stderr.write(`family-abis: ${error.message}\n${error.hint ? `${error.hint}\n` : ''}`);
  process.exitCode = 1;
}
