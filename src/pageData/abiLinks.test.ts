/**
 * Every row of the real address books maps to its contract's ABI at exactly the row's version, or to an explicit
 * none: held against the data and the published ABIs read independently of the mapping (the versions a snapshot gives
 * for an address, wherever it gives one; the published ABIs by contract, type and version).
 */
import { describe, expect, test } from 'vitest';
import { sameAddress } from '../domain/data/address';
import type { NetworkSnapshot } from '../domain/data/model';
import { NETWORK_IDS } from '../domain/data/networks';
import { abiCatalog } from '../domain/abi/published';
import { PRICE_FEED_TYPES } from '../domain/data/enums';
import { accountFactoryFacts } from '../domain/protocol/accountFactory';
import { ROLES } from '../domain/protocol/roles';
import { siteData } from '../../tests/helpers/data';
import { addressBook } from './addressBook';
import { allExports } from './addressExport';
import { rowAbiText, v30RowAbi, v31RowAbi, V31_EXTERNAL_FEED, type RowAbi } from './abiLinks';
import { bookRows, v31AddressBooks } from './v31/addressBook';
import { allV31Exports } from './v31/addressExport';

const site = siteData();
const abis = abiCatalog().abis;
const withheld = abiCatalog().withheld;

/** Every version the snapshot states for an address: as a pool, manager, facade, configurator, factory, feed, or address-provider entry. */
function versionsOf(snap: NetworkSnapshot, address: string): number[] {
  const out: number[] = [];
  const at = (a: string, v: number) => sameAddress(a, address) && out.push(v);
  for (const p of snap.pools) at(p.address, p.version);
  for (const cm of snap.creditManagers) {
    at(cm.address, cm.version);
    at(cm.facade.address, cm.facade.version);
    at(cm.configurator.address, cm.configurator.version);
  }
  at(snap.core.accountFactory.address, snap.core.accountFactory.version);
  for (const f of [...snap.priceOracle.main, ...snap.priceOracle.reserve]) at(f.feed.address, f.feed.version);
  for (const e of snap.core.addressProvider.entries) if (e.version > 0) at(e.address, e.version);
  return [...new Set(out)];
}

const tally = (m: Map<string, number>, r: RowAbi | undefined) => {
  const k = r === undefined ? 'not a contract' : r.kind === 'abi' ? 'linked' : `none: ${r.reason}`;
  m.set(k, (m.get(k) ?? 0) + 1);
};

describe('address-book rows and their ABIs, on the real data', () => {
  test('V3.0: a row links the ABI of its contract at the version the snapshot gives it, or says why not', () => {
    const counts = new Map<string, number>();
    for (const id of NETWORK_IDS) {
      const snap = site.networks[id];
      for (const row of addressBook(snap).flatMap((t) => t.rows)) {
        const r = v30RowAbi(snap, row);
        tally(counts, r);
        const versions = versionsOf(snap, row.address);
        const where = `${id} ${row.label} ${row.address}`;
        if (r.kind === 'abi') {
          // Exactly the row's version, and its contract as the page names it (an account factory by its version).
          expect(versions, where).toContain(r.version);
          const contract = row.role === 'accountFactory' ? accountFactoryFacts(r.version)?.contract : ROLES[row.role].contract;
          expect(r.contract, where).toBe(contract);
        } else if (r.reason === 'version') {
          expect(versions, where).toContain(r.version);
          // No published ABI of a contract of that name at that version (a near version does not count).
          expect(abis.filter((a) => a.version === r.version && a.contract === ROLES[row.role].contract), where).toEqual([]);
        } else if (r.reason === 'unknown') {
          expect(versions, where).toEqual([]);
        } else if (r.reason === 'releases') {
          // The row's version, whose home withholds it: its releases differ.
          expect(versions, where).toContain(r.version);
          expect(withheld.filter((w) => w.version === r.version && w.contract === ROLES[row.role].contract), where).toHaveLength(1);
        } else {
          const feed = [...snap.priceOracle.main, ...snap.priceOracle.reserve].find((f) => sameAddress(f.feed.address, row.address))?.feed;
          expect(feed && PRICE_FEED_TYPES[feed.type], where).toBe('CHAINLINK_ORACLE');
        }
      }
    }
    // The 3.01 managers, facades and configurators link; what the snapshots give no version for says so.
    expect(counts.get('linked')).toBeGreaterThan(0);
    expect(counts.get('none: unknown')).toBeGreaterThan(0);
    expect(counts.get('not a contract')).toBeUndefined();
  });

  test('V3.0: a 3.00 facade is never linked to the 3.01 ABI, though that one is published, nor to the 3.00 one of a single release', () => {
    const facade301 = abis.find((a) => a.contract === 'CreditFacadeV3' && a.version === 301);
    expect(facade301).toBeDefined();
    let seen = 0;
    for (const id of NETWORK_IDS) {
      const snap = site.networks[id];
      for (const cm of snap.creditManagers.filter((c) => c.facade.version === 300)) {
        const row = addressBook(snap).flatMap((t) => t.rows).find((x) => x.role === 'creditFacade' && sameAddress(x.address, cm.facade.address));
        if (!row) throw new Error(`no row for ${cm.facade.address}`);
        // 3.00's facade ABI differs between its releases: none is linked, and the row says why.
        expect(v30RowAbi(snap, row)).toEqual({ kind: 'none', reason: 'releases', version: 300 });
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  test("V3.1: a contract's row links the ABI of its type at its version, or says why not; tokens and accounts have none said", () => {
    const counts = new Map<string, number>();
    for (const book of v31AddressBooks(site.v31)) {
      for (const row of bookRows(book)) {
        const r = v31RowAbi(row);
        tally(counts, r);
        const where = `${book.id} ${row.label} ${row.address}`;
        const type = row.contractType ?? row.key;
        if (r === undefined) {
          expect(['v31Token', 'v31Treasury', 'v31PausableAdmin', 'v31UnpausableAdmin', 'v31EmergencyLiquidator', 'v31Parameter'], where).toContain(row.kind);
        } else if (r.kind === 'abi') {
          expect(abis.find((a) => a.json === r.json), where).toMatchObject({ contractType: type, version: row.version });
        } else if (r.reason === 'version') {
          expect(r.version, where).toBe(row.version);
          expect(abis.filter((a) => a.contractType === type && a.version === row.version), where).toEqual([]);
        } else if (r.reason === 'external') {
          expect(row.contractType, where).toBe(V31_EXTERNAL_FEED);
        } else {
          // The state gives no version (a key saved without one, a curator's contracts the state names only).
          expect(row.version ?? 0, where).toBe(0);
        }
      }
    }
    expect(counts.get('linked')).toBeGreaterThan(300);
    expect(counts.get('none: version')).toBeGreaterThan(0);
  });

  test('the books as data carry the same: the JSON path of a linked row, the words of a none, nothing for a non-contract', () => {
    const v30 = allExports(site).filter((f) => f.network !== 'mainnet-v2-v1');
    for (const f of v30) {
      const snap = site.networks[f.network as (typeof NETWORK_IDS)[number]];
      const rows = addressBook(snap).flatMap((t) => t.rows);
      expect(f.rows.map((r) => [r.abi, r.noAbi])).toEqual(rows.map((row) => {
        const r = v30RowAbi(snap, row);
        return r.kind === 'abi' ? [r.json, undefined] : [undefined, rowAbiText(r)];
      }));
    }
    const v31 = allV31Exports(site);
    v31AddressBooks(site.v31).forEach((book, i) => {
      expect(v31[i]?.rows.map((r) => [r.abi, r.noAbi])).toEqual(bookRows(book).map((row) => {
        const r = v31RowAbi(row);
        return r === undefined ? [undefined, undefined] : r.kind === 'abi' ? [r.json, undefined] : [undefined, rowAbiText(r)];
      }));
    });
  });

  test('the words are short and name the version', () => {
    expect(rowAbiText({ kind: 'abi', contract: 'CreditFacadeV3', version: 301, json: '', ts: '' })).toBe('ABI 3.01');
    expect(rowAbiText({ kind: 'none', reason: 'version', version: 300 })).toBe('no published ABI for 3.00');
    expect(rowAbiText({ kind: 'none', reason: 'version', version: 1 })).toBe('no published ABI for version 1');
    expect(rowAbiText({ kind: 'none', reason: 'releases', version: 300 })).toBe('no single ABI for 3.00: its releases differ');
  });
});
