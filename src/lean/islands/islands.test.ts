/**
 * Islands (issue 18): what a page loaded from the server keeps as its HTML, and the light modules the browser gets
 * in place of the full ones (src/lean/dataIslands/islandData.ts, src/lean/dataIslands/islandModules.ts, src/browser/client/dataIsland.ts,
 * src/lean/loaders/registryLoader.cjs).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { sitePages } from '../../pageData/allPages';
import { NETWORK_IDS } from '../../domain/data/networks';
import type { StatePageData } from '../../pageData/state/page';
import { lightStatePage } from './islandData';
import { dataIslandModule, islandModuleName } from './islandModules';
import { dataIsland, fullData, loadedData } from './dataIsland';
import { lightDeployedContractsPage } from './islandRows';
import { rowCount } from '../../pageData/deployedContracts/visibility';
import { legacyParts } from '../../pageData/legacyTableParts';
import { siteData } from '../../../tests/helpers/data';

const require = createRequire(import.meta.url);
const { trimRegistry } = require('../loaders/registryLoader.cjs') as { trimRegistry: (source: string, options: object, watch?: (file: string, exists: boolean) => void) => string };

const site = siteData();
const pages = sitePages(site, { addressBookExample: '', siteUrl: 'https://example.org' });
const statePages: StatePageData[] = NETWORK_IDS.flatMap((id) => {
  const n = pages.networks[id];
  return [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers, ...(n.changes ? [n.changes] : [])];
});

describe('state pages whose sections stay the HTML', () => {
  test('the light page keeps everything the frame draws, with the same contents, and none of the sections', () => {
    // Every kind of page, the tokens page included.
    const kinds = new Set(statePages.map((p) => p.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(6);
    expect(kinds.has('tokens')).toBe(true);
    for (const page of statePages) {
      const light = lightStatePage(page);
      expect(light.intro).toEqual([]);
      expect(light.sections.every((s) => s.blocks.length === 0)).toBe(true);
      // The contents (StatePage's tocOf) are the sections' ids and titles.
      expect(light.sections.map((x) => [x.id, x.title])).toEqual(page.sections.map((x) => [x.id, x.title]));
      const { intro: _i, sections: _s, ...frame } = page;
      const { intro: _li, sections: _ls, ...lightFrame } = light;
      expect(lightFrame).toEqual(frame);
      // The point of it: the light data is a small part of the whole.
      expect(JSON.stringify(light).length, page.path).toBeLessThan(JSON.stringify(page).length / 2);
    }
  });
});

describe('the Deployed Contracts page as an island', () => {
  const page = pages.deployedContracts;
  const light = lightDeployedContractsPage(page);
  test('its light data keeps every table, block and count, and no row', () => {
    const json = JSON.stringify(light);
    const addresses = new Set([...JSON.stringify(page).matchAll(/0x[0-9a-fA-F]{40}/g)].map((m) => m[0]));
    expect(addresses.size).toBeGreaterThan(500);
    expect(json.match(/0x[0-9a-fA-F]{40}/g)).toBeNull();
    expect(light.networks.map((n) => n.tables.map((t) => [t.id, t.title, t.kind, t.paused, rowCount(t)]))).toEqual(
      page.networks.map((n) => n.tables.map((t) => [t.id, t.title, t.kind, t.paused, t.rows.length])),
    );
    const blocks = (p: typeof page) => legacyParts(p.legacy.sections).map((part) => [part.id, part.title, part.blocks.map((b) => [b.id, rowCount(b)])]);
    expect(blocks(light)).toEqual(blocks(page));
    // What the page draws above and around the tables: the tabs, the download links. The access legend stays the
    // server's HTML (legend.tsx), and its classes are left out.
    const tab = ({ tab, tabLabel, name, anchorPrefix }: Pick<typeof page.legacy, 'tab' | 'tabLabel' | 'name' | 'anchorPrefix'>) => ({ tab, tabLabel, name, anchorPrefix });
    const frame = ({ networks, legacy, files }: typeof page) => ({
      networks: networks.map((n) => ({ ...tab(n), id: n.id, chainId: n.chainId, block: n.block, changes: n.changes })),
      legacy: { ...tab(legacy), sections: legacy.sections.length },
      files,
    });
    expect(frame(light)).toEqual(frame(page));
    expect(page.belowTables.accessClasses.length).toBeGreaterThan(3);
    expect(light.belowTables.accessClasses).toEqual([]);
    expect(json.length).toBeLessThan(JSON.stringify(page).length / 4);
  });

  test('loadedData: the full data once the browser has it, never loading it itself', async () => {
    expect(loadedData(page)).toBe(page);
    let loads = 0;
    const island = dataIsland(light, async () => {
      loads += 1;
      return { default: page };
    });
    expect(loadedData(island.data)).toBeNull();
    expect(loads).toBe(0);
    await (() => {
      try {
        fullData(island.data);
      } catch (e) {
        return e as Promise<void>;
      }
    })();
    expect(loadedData(island.data)).toBe(page);
    expect(loads).toBe(1);
  });
});

describe('island modules', () => {
  test("the data plugin's island module holds the light data and imports the full JSON", () => {
    expect(islandModuleName('governance-mainnet.json')).toBe('governance-mainnet.island.js');
    const page = pages.networks.mainnet.governance;
    const source = dataIslandModule(lightStatePage(page), '@generated/gearbox-data/default/governance-mainnet.json');
    expect(source).toContain(`dataIsland(${JSON.stringify(lightStatePage(page))}, () => import("@generated/gearbox-data/default/governance-mainnet.json"))`);
    expect(source).toMatch(/^export default island\.data;$/m);
    expect(source).toMatch(/^export const ready = island\.ready;$/m);
    expect(source).not.toContain('loadDrawing');
    // A page whose bulk has code of its own: the island loads it with the full data.
    const home = dataIslandModule({}, '@generated/gearbox-data/default/deployed-contracts.json', '/site/src/browser/routes/DeployedContracts/bulkFrame');
    expect(home).toMatch(/^import loadDrawing from "\/site\/src\/browser\/routes\/DeployedContracts\/bulkFrame";$/m);
    expect(home).toContain('() => Promise.all([import("@generated/gearbox-data/default/deployed-contracts.json"), loadDrawing()]).then((m) => m[0])');
  });

  test('fullData: a page that is not an island is its own full data; an island loads the full data once, when asked', async () => {
    const full = pages.networks.mainnet.overview;
    expect(fullData(full)).toBe(full);
    let loads = 0;
    const island = dataIsland(lightStatePage(full), async () => {
      loads += 1;
      return { default: full };
    });
    // No page has hydrated here (no document): ready() loads nothing.
    await island.ready();
    expect(loads).toBe(0);
    let thrown: unknown;
    try {
      fullData(island.data);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(fullData(island.data)).toBe(full);
    expect(loads).toBe(1);
  });

  test("the browser's registry loads a data page's island in its JSON's place, only where the plugin wrote one", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    try {
      writeFileSync(path.join(dir, 'a.island.js'), '');
      const entry = (name: string) => `  "c${name}": [() => import(/* webpackChunkName: "c${name}" */ "@generated/gearbox-data/default/${name}.json"), "@generated/gearbox-data/default/${name}.json", require.resolveWeak("@generated/gearbox-data/default/${name}.json")],`;
      const source = ['export default {', entry('a'), entry('b'), '};'].join('\n');
      const watched: [string, boolean][] = [];
      const options = { blankPaths: true, docIslands: true, dataIslands: { from: '@generated/gearbox-data/default/', to: '@generated/gearbox-lean/default/islands/', dir } };
      const out = trimRegistry(source, options, (file, exists) => watched.push([path.relative(dir, file), exists]));
      expect(out).toContain('[() => import(/* webpackChunkName: "ca" */ "@generated/gearbox-lean/default/islands/a.island.js").then(__islandReady), "", require.resolveWeak("@generated/gearbox-lean/default/islands/a.island.js")]');
      expect(out).toContain('[() => import(/* webpackChunkName: "cb" */ "@generated/gearbox-data/default/b.json"), "", require.resolveWeak("@generated/gearbox-data/default/b.json")]');
      expect(watched).toEqual([
        ['a.island.js', true],
        ['b.island.js', false],
      ]);
      // Without the option, no island.
      expect(trimRegistry(source, { blankPaths: true, docIslands: true })).not.toContain('island.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
