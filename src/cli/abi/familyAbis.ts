/**
 * The compiled ABIs the snapshot generator's ABIs are generated from (src/domain/abi/familyAbis.ts), and the generated
 * module's text: the committed files of core-v3 1.45.0 (3.00, as published on npm) and core-v3 v1.51.0 (3.01), both
 * written by `npm run abis`. `npm run family-abis` writes the text; src/domain/abi/generated/families.test.ts holds the
 * committed module to it.
 */
import type { CompiledAbiFile, TreeProvenance } from '../../domain/abi/compiled/types';
import { readCompiledAbiFile, type CompiledUnitId } from '../../domain/abi/compiled/load';
import { pickFamilyAbis, renderFamilyAbis, type CompiledSource, type GeneratorVersion, type PickedFamilies } from '../../domain/abi/familyAbis';
import { FAMILY_PICKS } from '../../domain/abi/picks';
/** The committed files of each version the generator reads. */
const UNITS: Readonly<Record<GeneratorVersion, CompiledUnitId>> = { '3.00': 'core-v3@1.45.0', '3.01': 'core-v3@v1.51.0' };

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
}

export function familySources(): FamilySources {
  const source = (version: GeneratorVersion): CompiledSource => {
    const file = readCompiledAbiFile(UNITS[version]);
    return { label: label(file, `src/domain/abi/compiled/${UNITS[version]}.json`), abis: abisOf(file) };
  };
  return { sources: { '3.00': source('3.00'), '3.01': source('3.01') } };
}

export interface GeneratedFamilies extends FamilySources {
  picked: PickedFamilies;
  /** The module's text. */
  text: string;
}

/** Picks and checks every family (FamilyAbiError on a problem) and renders the module. */
export function generateFamilyAbis(): GeneratedFamilies {
  const got = familySources();
  const picked = pickFamilyAbis(FAMILY_PICKS, got.sources);
  return { ...got, picked, text: renderFamilyAbis(picked, FAMILY_PICKS, got.sources) };
}
