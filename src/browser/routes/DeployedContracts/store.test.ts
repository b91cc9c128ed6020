import { describe, expect, test } from 'vitest';
import { createPageStore, matcherFor, tabOfHash } from './store';
import { deployedContractsPage } from '../../../pageData/deployedContractsPage';
import { legacyParts } from '../../../pageData/legacyBook';
import { siteData } from '../../../../tests/helpers/data';

describe('the Deployed Contracts page store', () => {
  const data = deployedContractsPage(siteData(), '// example', 'https://example.org');
  const tabs = [...data.networks, data.legacy].map((n) => ({ value: n.tab, label: n.tabLabel, anchorPrefix: n.anchorPrefix }));
  const fresh = () => createPageStore(tabs, { selected: 'mainnet', query: '', all: false });

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

  test('every anchor of the page opens the tab that holds it', () => {
    for (const net of data.networks) {
      expect(tabOfHash(tabs, net.tab)).toBe(net.tab);
      for (const t of net.tables) expect(tabOfHash(tabs, t.id), t.id).toBe(net.tab);
    }
    // The legacy heading's id starts with "mainnet" but belongs to the legacy tab.
    expect(tabOfHash(tabs, data.legacy.tab)).toBe(data.legacy.tab);
    for (const part of legacyParts(data.legacy.sections)) expect(tabOfHash(tabs, part.id), part.id).toBe(data.legacy.tab);
    expect(tabOfHash(tabs, 'addresses-as-data')).toBeUndefined();
    expect(tabOfHash(tabs, 'mainnetish')).toBeUndefined();
  });

  test('one matcher per filter text, so readers share what is cached by it', () => {
    const a = matcherFor('Trade USDC');
    expect(matcherFor('Trade USDC')).toBe(a);
    expect(matcherFor('weth')).not.toBe(a);
  });
});
