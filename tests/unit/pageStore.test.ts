import { describe, expect, test } from 'vitest';
import { createPageStore, LEGACY_TAB, matcherFor, tabOfHash } from '../../src/routes/DeployedContracts/store';
import { deployedContractsPage } from '../../src/views/deployedContractsPage';
import { siteData } from '../helpers/data';

describe('the Deployed Contracts page store', () => {
  const data = deployedContractsPage(siteData(), '// example', 'https://example.org');
  const tabs = [...data.networks.map((n) => ({ value: n.id, label: n.tabLabel })), { value: 'mainnet-v2', label: 'Mainnet V2/V1' }];
  const fresh = () => createPageStore(tabs, { selected: 'mainnet', query: '', all: false, activated: new Set() });

  test('notifies subscribers of a change, and only of a change', () => {
    const store = fresh();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.set({ query: 'weth' });
    expect(store.get().query).toBe('weth');
    store.set({ query: 'weth' });
    store.set({ selected: 'mainnet' });
    expect(calls).toBe(1);
    store.set({ selected: 'arbitrum', all: true });
    expect(calls).toBe(2);
    expect(store.get()).toMatchObject({ selected: 'arbitrum', query: 'weth', all: true });
    unsubscribe();
    store.set({ query: '' });
    expect(calls).toBe(2);
  });

  test('activateAll makes every tab live once', () => {
    const store = fresh();
    let calls = 0;
    store.subscribe(() => calls++);
    store.activateAll();
    expect([...store.get().activated]).toEqual(['mainnet', 'arbitrum', 'optimism', 'mainnet-v2']);
    const first = store.get().activated;
    store.activateAll();
    expect(store.get().activated).toBe(first);
    expect(calls).toBe(1);
  });

  test('every anchor of the page opens the tab that holds it', () => {
    for (const net of data.networks) {
      expect(tabOfHash(tabs, net.id)).toBe(net.id);
      for (const t of net.tables) expect(tabOfHash(tabs, t.id), t.id).toBe(net.id);
    }
    // The legacy heading's id starts with "mainnet" but belongs to the legacy tab.
    expect(tabOfHash(tabs, LEGACY_TAB)).toBe(LEGACY_TAB);
    for (const s of data.legacy.sections) for (const part of [s, ...s.subsections]) expect(tabOfHash(tabs, part.id), part.id).toBe(LEGACY_TAB);
    expect(tabOfHash(tabs, 'addresses-as-data')).toBeUndefined();
    expect(tabOfHash(tabs, 'mainnetish')).toBeUndefined();
  });

  test('one matcher per filter text, so readers share what is cached by it', () => {
    const a = matcherFor('Trade USDC');
    expect(matcherFor('Trade USDC')).toBe(a);
    expect(matcherFor('weth')).not.toBe(a);
    const cm = data.networks[0]!.tables.find((t) => t.title === 'Credit Manager Trade USDC Tier 1')!;
    expect(cm.rows.every(([label, address]) => matcherFor('trade usdc tier 1').matches(label, cm.title, address))).toBe(true);
  });
});
