/**
 * Every known `serialize()` layout of V3.1 contracts, by type and version: the one place the site says how a
 * contract's parameters are encoded. Each family's layouts live in their own file of this folder.
 */
import type { ParamLayout } from './layout';
import { ADAPTER_LAYOUTS } from './adapters';
import { CORE_LAYOUTS } from './core';
import { PRICE_FEED_LAYOUTS } from './priceFeeds';

export const LAYOUTS: readonly ParamLayout[] = [...CORE_LAYOUTS, ...PRICE_FEED_LAYOUTS, ...ADAPTER_LAYOUTS];

const byKey = new Map<string, ParamLayout>();
for (const layout of LAYOUTS) {
  for (const version of layout.versions) {
    const key = `${layout.type}@${version}`;
    if (byKey.has(key)) throw new Error(`Two serialize() layouts for ${key}`);
    byKey.set(key, layout);
  }
}

/** The layout of a contract type at a version, if the site knows it. */
export function findLayout(type: string, version: number): ParamLayout | undefined {
  return byKey.get(`${type}@${version}`);
}
