/**
 * The compact table the /decode page loads on first use: error and function signatures grouped
 * by selector, with links to the errors pages of V3.0 and V3.1 and the versions that have each
 * error. Selectors are computed here, at build time.
 */
import { parseAbiItem, toFunctionSelector, toFunctionSignature, type AbiFunction } from 'viem';
import type { DecodeTable, TableError, TableFunction, TableLink } from './decoderTable';
import { catalogue } from './catalogue';
import { v31Catalogue } from './v31/catalogue';
import { VERSIONS, type Version } from './versions';
import { CONTRACT_FUNCTIONS } from './functions';

/** `name(params)` → [name, params]. */
function splitSignature(readable: string): [string, string] {
  const open = readable.indexOf('(');
  return [readable.slice(0, open), readable.slice(open + 1, -1)];
}

function addLink(list: TableLink[], link: TableLink) {
  if (!list.some((l) => l[1] === link[1])) list.push(link);
}

/** Adds a version, keeping the list in version order. */
function addVersion(list: Version[], v: Version) {
  if (list.includes(v)) return;
  list.push(v);
  list.sort((a, b) => VERSIONS.indexOf(a) - VERSIONS.indexOf(b));
}

/** Two signatures under one selector: a hash collision, or an error in the catalogue; never silently merged. */
export class SelectorClashError extends Error {
  constructor(
    readonly selector: string,
    readonly signatures: [string, string],
  ) {
    super(`decoder table: ${selector} is both ${signatures[0]} and ${signatures[1]}`);
    this.name = 'SelectorClashError';
  }
}

const PANIC = 'Panic(uint256)';

const canonicalOf = (n: string, p: string) => toFunctionSignature(parseAbiItem(`function ${n}(${p})`) as AbiFunction);

export function buildDecodeTable(): DecodeTable {
  const errors: Record<string, TableError> = {};
  const group = (selector: string, readable: string, version: Version): TableError => {
    const [n, p] = splitSignature(readable);
    const g = (errors[selector] ??= { n, p, v: [], l: [] });
    if (g.n !== n || canonicalOf(g.n, g.p) !== canonicalOf(n, p)) throw new SelectorClashError(selector, [`${g.n}(${g.p})`, readable]);
    addVersion(g.v, version);
    return g;
  };
  for (const family of catalogue()) {
    for (const e of family.entries) {
      const g = group(e.selector, e.readable, '3.0');
      // A V3.0 entry the 3.10 contracts raise too (its `v31` sites: library errors) is V3.1 as well. Panics are the
      // language's own, raised by any contract of either version.
      const alsoV31 = (e.v31?.length ?? 0) > 0 || e.canonical === PANIC;
      if (alsoV31) addVersion(g.v, '3.1');
      const link: TableLink = [family.label, e.href];
      if (e.reason !== undefined) {
        addLink(((g.r ??= {})[e.reason] ??= []), link);
        const rv = ((g.rv ??= {})[e.reason] ??= []);
        addVersion(rv, '3.0');
        if (alsoV31) addVersion(rv, '3.1');
      } else if (e.panic !== undefined) addLink(((g.c ??= {})[String(e.panic)] ??= []), link);
      else addLink(g.l, link);
    }
  }
  for (const family of v31Catalogue()) {
    for (const e of family.entries) {
      const g = group(e.selector, e.readable, '3.1');
      const link: TableLink = [family.label, e.href];
      if (e.reason !== undefined) {
        addLink(((g.r ??= {})[e.reason] ??= []), link);
        addVersion(((g.rv ??= {})[e.reason] ??= []), '3.1');
        continue;
      }
      addLink(g.l, link);
      // The V3.0 side of its version tag: the same signature in the V3.0 sources is V3.0 too; a V3.0 error of the
      // same name with another signature is in the table, so that its revert data decodes and shows this one beside it.
      if (e.v30.kind === 'same') addVersion(g.v, '3.0');
      if (e.v30.kind === 'changed') for (const m of e.v30.matches) group(m.selector, m.readable, '3.0');
    }
  }

  const functions: Record<string, TableFunction[]> = {};
  for (const [contract, { functions: sigs }] of Object.entries(CONTRACT_FUNCTIONS)) {
    for (const sig of sigs) {
      const item = parseAbiItem(sig) as AbiFunction;
      const selector = toFunctionSelector(sig);
      const canonical = toFunctionSignature(item);
      const list = (functions[selector] ??= []);
      const [n, p] = splitSignature(sig.replace(/^function\s+/, ''));
      const same = list.find((f) => toFunctionSignature(parseAbiItem(`function ${f.n}(${f.p})`) as AbiFunction) === canonical);
      if (same) {
        if (!same.c.includes(contract)) same.c.push(contract);
        // Prefer the version with parameter names.
        if (p.length > same.p.length) same.p = p;
      } else list.push({ n, p, c: [contract] });
    }
  }
  return { version: 2, errors, functions };
}
