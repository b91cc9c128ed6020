/**
 * The compiled ABIs the snapshot generator's ABIs are generated from (src/domain/abi/familyAbis.ts), and the generated
 * module's text: 3.00 compiled here from core-v3 1.45.0 as published on npm (ABI_UNIT_300, cached after the first
 * compile; needs only the npm registry), 3.01 the committed file of core-v3 v1.51.0. `npm run family-abis` writes the
 * text; src/domain/abi/generated/families.test.ts holds the committed module to it.
 */
import type { CompiledAbiFile, TreeProvenance } from '../../domain/abi/compiled/types';
import { readCompiledAbiFile, type CompiledUnitId } from '../../domain/abi/compiled/load';
import { pickFamilyAbis, renderFamilyAbis, type CompiledSource, type GeneratorVersion, type PickedFamilies } from '../../domain/abi/familyAbis';
import { FAMILY_PICKS } from '../../domain/abi/picks';
import { compileUnit } from './compile';
import { ABI_UNIT_300 } from './deployUnits30';
import type { TreeEnv } from './trees';

/** The committed 3.01 file. */
const UNIT_301: CompiledUnitId = 'core-v3@v1.51.0';

function treeText(tree: TreeProvenance): string {
  switch (tree.kind) {
    case 'installed':
    case 'npm':
      return `${tree.name} ${tree.version}`;
    case 'git':
      return `${tree.repo} ${tree.tag}`;
    case 'overlay':
      return `${treeText(tree.base)} with ${tree.dir} over it`;
    case 'local':
      return tree.dir;
  }
}

/** One line: the package's tree, what its imports were read from, solc. */
function label(file: CompiledAbiFile, how: string): string {
  const [own, ...mounts] = file.sources;
  return `${how}: ${own ? treeText(own.tree) : file.package}${mounts.length > 0 ? ` (${mounts.map((m) => treeText(m.tree)).join(', ')})` : ''}, solc ${file.solc.split('+')[0] ?? file.solc}`;
}

function abisOf(file: CompiledAbiFile): CompiledSource['abis'] {
  return Object.fromEntries(Object.entries(file.abis).map(([name, c]) => [name, c.abi]));
}

export interface FamilySources {
  sources: Record<GeneratorVersion, CompiledSource>;
  /** Whether the 3.00 compile came from the cache, and the milliseconds spent in solc. */
  cached: boolean;
  solcMs: number;
}

export function familySources(env: TreeEnv): FamilySources {
  const v300 = compileUnit(ABI_UNIT_300, env);
  const v301 = readCompiledAbiFile(UNIT_301);
  return {
    sources: {
      '3.00': { label: label(v300.file, `${ABI_UNIT_300.id}, compiled by src/cli/abi/deployUnits30.ts ABI_UNIT_300`), abis: abisOf(v300.file) },
      '3.01': { label: label(v301, `src/domain/abi/compiled/${UNIT_301}.json`), abis: abisOf(v301) },
    },
    cached: v300.cached,
    solcMs: v300.solcMs,
  };
}

export interface GeneratedFamilies extends FamilySources {
  picked: PickedFamilies;
  /** The module's text. */
  text: string;
}

/** Picks and checks every family (FamilyAbiError on a problem) and renders the module. */
export function generateFamilyAbis(env: TreeEnv): GeneratedFamilies {
  const got = familySources(env);
  const picked = pickFamilyAbis(FAMILY_PICKS, got.sources);
  return { ...got, picked, text: renderFamilyAbis(picked, FAMILY_PICKS, got.sources) };
}
