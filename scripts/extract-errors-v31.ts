/**
 * `npm run extract-errors-v31`: reads the V3.1 errors from the pinned Solidity sources and writes
 * src/domain/protocol/errors/v31/extract.generated.ts (committed). Sources (src/domain/protocol/errors/sources.ts):
 * core-v3 3.10 from node_modules/@gearbox-protocol/core-v3 (npm 1.52.1, the contracts of tag v1.53.0), and the git
 * mirrors (GEARBOX_MIRRORS, default /work/.mirror) at the pinned tags of permissionless, integrations-v3 and periphery-v3;
 * for the V3.0 side of each error's version tag, the declarations of core-v3 v1.51.0 (3.01) and v1.46.3 (3.00) and
 * integrations-v3 v1.47.1. Prints what it found, and the raises it could not resolve.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractV30, extractV31, renderGenerated } from '../src/cli/errorsV31/run';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'src/domain/protocol/errors/v31/extract.generated.ts');

const v31 = extractV31(ROOT);
const v30 = extractV30();
writeFileSync(OUT, renderGenerated(v31, v30));

const byRepo = new Map<string, { errors: number; names: Set<string>; declarations: number; raises: number }>();
for (const e of v31.errors) {
  const r = byRepo.get(e.repo) ?? { errors: 0, names: new Set<string>(), declarations: 0, raises: 0 };
  r.errors++;
  r.names.add(e.name);
  r.declarations += e.declared.length;
  r.raises += e.raised.length;
  byRepo.set(e.repo, r);
}
for (const [repo, r] of byRepo) console.log(`${repo}: ${r.errors} errors (${r.names.size} names), ${r.declarations} declarations, ${r.raises} raise sites`);
console.log(`messages (Error(string)): ${v31.reasons.length}, other reverts: ${v31.other.length}`);
console.log(`V3.0 declarations: ${v30.errors.length} errors`);
for (const u of v31.unresolved) console.log(`unresolved: ${u.at.repo} ${u.at.path}:${u.at.line}: ${u.message}`);
console.log(`wrote ${path.relative(ROOT, OUT)}`);
