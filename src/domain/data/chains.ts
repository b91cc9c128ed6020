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
