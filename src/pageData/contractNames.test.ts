import { describe, expect, test } from 'vitest';
import { addressBook } from './addressBook';
import { sitePages } from './allPages';
import { addressKey } from '../domain/data/address';
import { labeler } from '../domain/data/labels';
import { NETWORK_IDS } from '../domain/data/networks';
import type { AddrCell } from './state/cells';
import { siteData } from '../../tests/helpers/data';

const site = siteData();
const pages = sitePages(site, { addressBookExample: '', siteUrl: 'https://example.org' });

/** Every address cell in a page's data, wherever it sits. */
function addressCells(value: unknown, out: AddrCell[] = []): AddrCell[] {
  if (Array.isArray(value)) for (const v of value) addressCells(v, out);
  else if (value && typeof value === 'object') {
    if ((value as { kind?: unknown }).kind === 'addr') out.push(value as AddrCell);
    else for (const v of Object.values(value)) addressCells(v, out);
  }
  return out;
}

describe('one name per contract', () => {
  test('a protocol contract has the same name on / and on every state page that labels it', () => {
    let compared = 0;
    for (const id of NETWORK_IDS) {
      const snap = site.networks[id];
      // The name / gives each protocol contract (pools and credit managers are named by their own name, adapters by target).
      const names = new Map<string, string>();
      for (const t of addressBook(snap)) {
        for (const r of t.rows) if (t.kind !== 'mainFeeds' && t.kind !== 'reserveFeeds' && r.role !== 'pool' && r.role !== 'creditManager' && r.role !== 'adapter') names.set(addressKey(r.address), r.label);
      }
      // The snapshot's own contract labels (the SDK's names, "AccountFactoryV1", "DegenNFTV2") are data, not a name the site gives.
      const snapshotLabel = labeler(snap);
      const net = pages.networks[id];
      for (const page of [net.overview, net.priceFeeds, net.governance, ...net.pools, ...net.creditManagers]) {
        for (const cell of addressCells(page.sections)) {
          const name = names.get(addressKey(cell.address));
          if (name === undefined || cell.label === undefined || cell.label === snapshotLabel.contract(cell.address)) continue;
          // "AddressProviderV3", or "GaugeV3 of Trade USDC v3" where the page says whose.
          expect(cell.label === name || cell.label.startsWith(`${name} of `), `${page.path}: ${cell.address} is "${cell.label}" there and "${name}" on /`).toBe(true);
          compared += 1;
        }
      }
    }
    // The quota keeper, gauge and interest model of every pool, the facade and configurator of every credit manager,
    // and the governance page's core contracts, at least.
    expect(compared).toBeGreaterThan(100);
  });

});
