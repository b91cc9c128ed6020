/**
 * The chains of viem's list that the site covers, as viem defines them. Node only (the build, the CLIs).
 *
 * `viem/chains` loads every one of viem's ~1,450 chain definitions: about half a second, on each thread of the
 * build that reads a network (the build's own and the Markdown worker's). This loads the three the site uses,
 * from the same definition files; `src/domain/data/networks.test.ts` holds them equal to `viem/chains`' objects, so
 * a viem that moves its files fails there, not on a page.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ViemChains from 'viem/chains';
import type { Chain } from 'viem';

type Covered = 'mainnet' | 'arbitrum' | 'optimism';

const requireHere = createRequire(import.meta.url);
const definitions = path.join(path.dirname(requireHere.resolve('viem/package.json')), '_cjs', 'chains', 'definitions');

function viemChain<N extends Covered>(name: N): (typeof ViemChains)[N] {
  const file = path.join(definitions, `${name}.js`);
  const chain = (requireHere(file) as Partial<Record<N, (typeof ViemChains)[N]>>)[name];
  if (!chain) throw new Error(`${file} does not define the chain ${name}: viem's chain files have moved (src/domain/data/chains.ts)`);
  return chain;
}

export const mainnet = viemChain('mainnet');
export const arbitrum = viemChain('arbitrum');
export const optimism = viemChain('optimism');

/**
 * Gearbox V3.1's networks by chain id, each with the name of viem's definition file: loading these 16 is quick; a
 * chain id outside them falls back to viem's whole list (about half a second, once). `chains.test.ts` holds each
 * to `viem/chains`' object of that id.
 */
export const V31_CHAIN_FILES: Readonly<Record<number, string>> = {
  1: 'mainnet',
  10: 'optimism',
  56: 'bsc',
  143: 'monad',
  146: 'sonic',
  480: 'worldchain',
  1135: 'lisk',
  4326: 'megaeth',
  5031: 'somnia',
  8453: 'base',
  9745: 'plasma',
  42161: 'arbitrum',
  42793: 'etherlink',
  43111: 'hemi',
  43114: 'avalanche',
  80094: 'berachain',
};

const byId = new Map<number, Chain | undefined>();
/** viem's definition of a chain, by its id; undefined for a chain viem does not know. */
export function chainById(id: number): Chain | undefined {
  if (byId.has(id)) return byId.get(id);
  const name = V31_CHAIN_FILES[id];
  let chain: Chain | undefined;
  if (name) {
    const file = path.join(definitions, `${name}.js`);
    chain = (requireHere(file) as Record<string, Chain | undefined>)[name];
    if (chain?.id !== id) throw new Error(`${file} does not define chain ${id}: viem's chain files have moved (src/domain/data/chains.ts)`);
  } else {
    const all = requireHere('viem/chains') as Record<string, Chain>;
    chain = Object.values(all).find((c) => c.id === id && !c.testnet);
  }
  byId.set(id, chain);
  return chain;
}
