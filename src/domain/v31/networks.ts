/**
 * Gearbox V3.1's networks (issue 33): `networks.json` of the V3.1 folder (`../shared/v31`, or V31_DIR), read,
 * validated and linked into a typed model. Each network has its chain id, whether it is public, the block the SDK
 * reads its address provider from, its curators (market configurator -> curator name, test curators apart) and a
 * well-known token. The address provider of V3.1 is the same on every network (`meta.addressProviderV310`).
 *
 * Bad input stops with one DataError naming the file, the JSON path and what was expected, as the V3.0 snapshots do.
 */
import path from 'node:path';
import { getAddress, type Address } from 'viem';
import * as z from 'zod';
import { addressKey } from '../data/address';
import { DataError } from '../data/errors';
import { readJson } from '../data/load';
import { chainById } from '../data/chains';
import { explorerOf } from '../data/networks';
import { slugify } from '../data/paths';
import { address } from '../data/schema';
import { validate } from '../data/validate';

/** The networks file's name in the V3.1 folder. */
export const V31_NETWORKS_FILE = 'networks.json';

/** The V3.1 folder: V31_DIR, or `../shared/v31` beside the site. */
export function v31DirFromEnv(siteDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(siteDir, env.V31_DIR || '../shared/v31');
}

const curatorNames = z.record(address, z.string().min(1, { message: 'a curator name' }));

const networksFile = z.object({
  meta: z.looseObject({ addressProviderV310: address }),
  networks: z
    .array(
      z.object({
        network: z.string().min(1, { message: "the network's name" }),
        chainId: z.number().int().positive(),
        isPublic: z.boolean(),
        addressProviderFirstBlock: z.number().int().nonnegative().nullable(),
        marketConfigurators: curatorNames,
        testMarketConfigurators: curatorNames,
        wellKnownToken: z.object({ address, symbol: z.string().min(1) }),
      }),
    )
    .min(1),
});

/** A curator on one network: its market configurator and its name. */
export interface V31Curator {
  configurator: Address;
  name: string;
  /** One of the configurators the SDK lists as test curators. */
  test: boolean;
}

export interface V31Network {
  name: string;
  /** Its part of the site's V3.1 URLs: the name in lower case (`mainnet`, `bnb`). */
  slug: string;
  /** Block explorer origin, from viem's definition of the chain. */
  explorer: string;
  chainId: number;
  isPublic: boolean;
  /** The block the SDK starts reading the address provider from; null where it gives none. */
  addressProviderFirstBlock: number | null;
  /** The curators, public ones first, each group in the file's order. */
  curators: V31Curator[];
  wellKnownToken: { address: Address; symbol: string };
}

export interface V31Networks {
  file: string;
  /** The V3.1 address provider, the same on every network. */
  addressProvider: Address;
  networks: V31Network[];
}

/** Reads and checks `networks.json` of the V3.1 folder `dir`. */
export function loadV31Networks(dir: string): V31Networks {
  const file = path.join(dir, V31_NETWORKS_FILE);
  const raw = validate(networksFile, readJson(file), file);
  const seen = { name: new Map<string, number>(), chainId: new Map<number, number>() };
  const networks = raw.networks.map((n, i): V31Network => {
    for (const [field, value] of [['name', n.network], ['chainId', n.chainId]] as const) {
      const key = field === 'name' ? 'network' : 'chainId';
      const first = field === 'name' ? seen.name.get(n.network) : seen.chainId.get(n.chainId);
      if (first !== undefined) throw new DataError(file, `$.networks[${i}].${key}`, `a ${field} no other network has`, `${JSON.stringify(value)}, as $.networks[${first}] has`);
    }
    seen.name.set(n.network, i);
    seen.chainId.set(n.chainId, i);
    const publicKeys = new Set(Object.keys(n.marketConfigurators).map(addressKey));
    const both = Object.keys(n.testMarketConfigurators).find((a) => publicKeys.has(addressKey(a)));
    if (both) throw new DataError(file, `$.networks[${i}].testMarketConfigurators[${JSON.stringify(both)}]`, 'a configurator that is not also a public curator', `${both}, in marketConfigurators too`);
    const curators = (names: Record<string, string>, test: boolean): V31Curator[] => Object.entries(names).map(([configurator, name]) => ({ configurator: getAddress(configurator), name, test }));
    const chain = chainById(n.chainId);
    if (!chain) throw new DataError(file, `$.networks[${i}].chainId`, 'the id of a chain viem knows (its block explorer is taken from there)', String(n.chainId));
    return {
      name: n.network,
      slug: slugify(n.network),
      explorer: explorerOf(chain),
      chainId: n.chainId,
      isPublic: n.isPublic,
      addressProviderFirstBlock: n.addressProviderFirstBlock,
      curators: [...curators(n.marketConfigurators, false), ...curators(n.testMarketConfigurators, true)],
      wellKnownToken: { address: getAddress(n.wellKnownToken.address), symbol: n.wellKnownToken.symbol },
    };
  });
  return { file, addressProvider: getAddress(raw.meta.addressProviderV310), networks };
}
