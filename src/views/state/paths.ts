/** The one place that builds URLs of generated pages. */
import type { NetworkId } from '../../data/networks';
import { slugify } from '../../data/labels';

export const statePath = (net: NetworkId) => `/state/${net}`;
export const poolPath = (net: NetworkId, poolName: string) => `/state/${net}/pools/${slugify(poolName)}`;
export const creditManagerPath = (net: NetworkId, name: string) => `/state/${net}/credit-managers/${slugify(name)}`;
export const priceFeedsPath = (net: NetworkId) => `/state/${net}/price-feeds`;
export const governancePath = (net: NetworkId) => `/state/${net}/governance`;
export const tokensPath = (net: NetworkId) => `/tokens/${net}`;
export const tokenAnchor = (address: string) => `token-${address.toLowerCase()}`;
export const feedAnchor = (token: string) => `feed-${token.toLowerCase()}`;
/** Changes since the previous snapshot (only when the build is given SNAPSHOT_PREVIOUS_DIR; issue 10). */
export const changesPath = (net: NetworkId) => `/state/${net}/changes`;
