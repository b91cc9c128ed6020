/**
 * The compact table the /decode page loads on first use: error and function signatures grouped
 * by selector, with links to the errors pages. Selectors are computed here, at build time.
 */
import { parseAbiItem, toFunctionSelector, toFunctionSignature, type AbiFunction } from 'viem';
import type { DecodeTable, TableError, TableFunction, TableLink } from './decoderTable';
import { catalogue } from './catalogue';
import { CONTRACT_FUNCTIONS } from './functions';

/** `name(params)` → [name, params]. */
function splitSignature(readable: string): [string, string] {
  const open = readable.indexOf('(');
  return [readable.slice(0, open), readable.slice(open + 1, -1)];
}

function addLink(list: TableLink[], link: TableLink) {
  if (!list.some((l) => l[1] === link[1])) list.push(link);
}

export function buildDecodeTable(): DecodeTable {
  const errors: Record<string, TableError> = {};
  for (const family of catalogue()) {
    for (const e of family.entries) {
      const [n, p] = splitSignature(e.readable);
      const group = (errors[e.selector] ??= { n, p, l: [] });
      const link: TableLink = [family.label, e.href];
      if (e.reason !== undefined) addLink(((group.r ??= {})[e.reason] ??= []), link);
      else if (e.panic !== undefined) addLink(((group.c ??= {})[String(e.panic)] ??= []), link);
      else addLink(group.l, link);
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
  return { version: 1, errors, functions };
}
