/**
 * The address book as code: the TypeScript modules type-check under `strict` and are imported here, the
 * Solidity libraries compile with solc (which also checks every address checksum), the Safe CSV parses
 * back, and every format holds the same (role, address) pairs as the page's tables, per network, for
 * the real data and for a copy with hostile names.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getAddress } from 'viem';
import { afterAll, describe, expect, test } from 'vitest';
import { compile } from '../../../scripts/compile-sol.mjs';
import {
  addressCodeFiles,
  codeBook,
  codeBooks,
  csvCell,
  neutraliseFormula,
  safeAddressBook,
  safeLines,
  safeName,
  SAFE_NAME_MAX,
  solidityLibrary,
  typescriptModule,
  usageExamples,
} from './';
import { commentText, keyOf, resolveNames, tsString } from './identifiers';
import type { SiteData } from '../../domain/data/model';
import { NETWORK_IDS } from '../../domain/data/networks';
import { exportNetwork, toCsv } from '../addressExport';
import { addressBook } from '../addressBook';
import { addressesOf, csvPairs, jsonPairs, pagePairs, safeAddresses, solPairs, tsModulePairs } from '../../../tests/helpers/addressParity';
import { parseCsv } from '../../../tests/helpers/csv';
import { ROOT, siteData } from '../../../tests/helpers/data';
import { HOSTILE, hostileSite, LONG_LABEL } from '../../../tests/helpers/hostile';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Writes every generated file of `site` and the usage examples into a fresh folder laid out as the examples expect. */
function writeAll(site: SiteData, tag: string): { dir: string; ts: Record<string, string>; sol: Record<string, string>; examples: { ts: string[]; sol: string[] } } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `gearbox-code-${tag}-`));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'gearbox'));
  const ts: Record<string, string> = {};
  const sol: Record<string, string> = {};
  for (const f of addressCodeFiles(site)) {
    const file = path.join(dir, 'gearbox', f.name);
    writeFileSync(file, f.content);
    if (f.name.endsWith('.ts')) ts[f.name.replace(/\.ts$/, '')] = file;
    if (f.name.endsWith('.sol')) sol[f.name.replace(/\.sol$/, '')] = file;
  }
  const examples = { ts: [] as string[], sol: [] as string[] };
  for (const book of codeBooks(site)) {
    const usage = usageExamples(book, 'https://example.org');
    const tsFile = path.join(dir, `use-${book.network.id}.ts`);
    const solFile = path.join(dir, `Use${book.network.id}.sol`);
    writeFileSync(tsFile, usage.ts);
    writeFileSync(solFile, usage.sol);
    examples.ts.push(tsFile);
    examples.sol.push(solFile);
  }
  return { dir, ts, sol, examples };
}

/** tsc --noEmit --strict over the folder. Throws with tsc's output on any error. */
function typecheck(dir: string): void {
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'], types: [], noUncheckedIndexedAccess: true, skipLibCheck: false },
      include: ['**/*.ts'],
    }),
  );
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
}

function solcErrors(files: string[]): string[] {
  return (compile(files) as { severity: string; formattedMessage: string }[]).map((m) => `${m.severity}: ${m.formattedMessage}`);
}

/** Every check of one data set: compiles, imports, parity. Returns the counts per network. */
async function checkSite(site: SiteData, tag: string): Promise<Record<string, Record<string, number>>> {
  const out = writeAll(site, tag);
  expect(() => typecheck(out.dir)).not.toThrow();
  expect(solcErrors([...Object.values(out.sol), ...out.examples.sol])).toEqual([]);
  const safe = safeAddressBook(codeBooks(site));
  const counts: Record<string, Record<string, number>> = {};
  for (const id of NETWORK_IDS) {
    const snap = site.networks[id];
    const page = pagePairs(snap);
    const file = exportNetwork(site, id);
    const mod = (await import(pathToFileURL(out.ts[id]!).href)) as Record<string, unknown>;
    const fromTs = tsModulePairs(mod);
    const solText = addressCodeFiles(site).find((f) => f.name === `${id}.sol`)!.content;
    const formats = { json: jsonPairs(file), csv: csvPairs(toCsv(file)), ts: fromTs, sol: solPairs(solText) };
    for (const [name, pairs] of Object.entries(formats)) expect([name, [...pairs].sort()]).toEqual([name, [...page].sort()]);
    expect(safeAddresses(safe, snap.network.chainId)).toEqual(addressesOf(page));
    expect(mod.chainId).toBe(snap.network.chainId);
    expect(mod.block).toBe(snap.block);
    // Checksummed, in every format that writes addresses as text.
    for (const pair of fromTs) expect(JSON.stringify(mod)).toContain(getAddress(pair.split(' ')[1]!));
    counts[id] = {
      pageRows: addressBook(snap).reduce((n, t) => n + t.rows.length, 0),
      pagePairs: page.size,
      jsonRows: file.rows.length,
      json: formats.json.size,
      csv: formats.csv.size,
      ts: fromTs.size,
      sol: formats.sol.size,
      solConstants: [...solText.matchAll(/address internal constant/g)].length,
      safeAddresses: safeAddresses(safe, snap.network.chainId).size,
      pageAddresses: addressesOf(page).size,
    };
  }
  return counts;
}

describe('the address book as code, from the shared data', () => {
  const site = siteData();

  test('TypeScript type-checks (strict), Solidity compiles, and every format holds the page\'s pairs', async () => {
    const counts = await checkSite(site, 'real');
    console.log(`address book as code, per network: ${JSON.stringify(counts)}`);
    expect(Object.keys(counts)).toEqual([...NETWORK_IDS]);
  }, 300_000);

  test('the TypeScript module is data only: one `as const` export per group, no imports, no functions', () => {
    const text = typescriptModule(codeBook(site.networks.arbitrum));
    expect(text).not.toMatch(/^import /m);
    expect(text).not.toMatch(/=>|function |\bnew\b|\bclass\b/);
    expect([...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1])).toEqual(['chainId', 'block', 'timestamp', 'core', 'pools', 'creditManagers', 'priceFeeds']);
    expect(text).toContain("  Trade_USDC_e_Tier_1_Arbitrum: {\n    name: 'Trade USDC.e Tier 1 Arbitrum',");
  });

  test('names a person would type, the same on every build', () => {
    const book = codeBook(site.networks.mainnet);
    expect(book.pools.map((p) => p.key)).toEqual(['Trade_USDC_v3', 'Trade_WBTC_v3', 'Trade_WETH_v3', 'USDT_v3', 'GHO_v3', 'DAI_v3', 'Universal_USDT_v3', 'crvUSD_v3']);
    expect(book.creditManagers[0]?.adapters.map((a) => a.key)).toContain('UNISWAP_V3_ROUTER');
    expect(book.priceFeeds.map((f) => f.key)).toContain('wstETH');
    const sol = solidityLibrary(book);
    expect(sol).toContain('library GearboxV3Mainnet {');
    expect(sol).toContain('    address internal constant POOL_TRADE_USDC_V3 = ');
    expect(sol).toContain('    address internal constant ADAPTER_TRADE_USDC_TIER_1__UNISWAP_V3_ROUTER = ');
    expect(sol).toMatch(/ {4}\/\/ https:\/\/etherscan\.io\/address\/0x[0-9a-fA-F]{40}\n {4}address internal constant ACL = 0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3;/);
    // Rebuilding gives the same text; so does data listed in another order.
    expect(addressCodeFiles(site)).toEqual(addressCodeFiles(site));
    const reversed = { ...site.networks.mainnet, pools: [...site.networks.mainnet.pools].reverse() };
    expect(codeBook(reversed).pools.map((p) => p.key).sort()).toEqual(book.pools.map((p) => p.key).sort());
  });

  test('the Safe CSV: address,name,chainId, one line per address and chain, names within Safe\'s limit', () => {
    const csv = safeAddressBook(codeBooks(site));
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(['address', 'name', 'chainId']);
    expect(csv.split('\r\n')[1]).toBe('0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3,Gearbox ACL,1');
    const body = rows.slice(1);
    expect(new Set(body.map((r) => r[2]))).toEqual(new Set(['1', '42161', '10']));
    expect(new Set(body.map((r) => `${r[2]} ${r[0]!.toLowerCase()}`)).size).toBe(body.length);
    for (const r of body) {
      expect(r).toHaveLength(3);
      expect(getAddress(r[0]!)).toBe(r[0]);
      expect(r[1]!.length).toBeLessThanOrEqual(SAFE_NAME_MAX);
    }
    // A feed that prices several tokens is one line naming them.
    const shared = safeLines(codeBooks(site)).find((l) => l.name.includes('; '));
    expect(shared?.name.startsWith('Gearbox Main price feed for ')).toBe(true);
  });

  test('usage examples name things that exist', () => {
    const usage = usageExamples(codeBook(site.networks.mainnet), 'https://example.org');
    expect(usage.ts).toContain('pools.Trade_USDC_v3.pool');
    expect(usage.ts).toContain('priceFeeds.WETH.main');
    expect(usage.sol).toContain('GearboxV3Mainnet.CREDIT_FACADE_TRADE_USDC_TIER_1');
    expect(usage.download).toContain('https://example.org/addresses/mainnet.sol');
  });
});

describe('the address book as code, from hostile names', () => {
  test('identifiers, strings and comments stay valid; parity holds', async () => {
    const site = hostileSite();
    const counts = await checkSite(site, 'hostile');
    expect(Object.keys(counts)).toEqual([...NETWORK_IDS]);
    for (const id of NETWORK_IDS) {
      const book = codeBook(site.networks[id]);
      const ts = typescriptModule(book);
      const sol = solidityLibrary(book);
      // Only printable ASCII and newlines in the generated text: no bidi control, no raw line break in a literal.
      expect(ts).toMatch(/^[\x20-\x7e\n]*$/);
      expect(sol).toMatch(/^[\x20-\x7e\n]*$/);
      // Description comments are single lines of at most 80 characters after "// "; the others are the header and explorer URLs.
      const descriptions = sol.split('\n').filter((l) => /^ {4}\/\/ (?!https:\/\/|----)/.test(l));
      expect(descriptions.length).toBe(new Set(book.entries.map((e) => e.constant)).size);
      for (const line of descriptions) expect(line.trim().length).toBeLessThanOrEqual(83);
      expect(sol).not.toContain('///');
      // Every key is an identifier; none is __proto__.
      for (const k of [...book.pools, ...book.creditManagers, ...book.priceFeeds].map((x) => x.key)) {
        expect(k).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
        expect(k).not.toBe('__proto__');
      }
      // Names that collide get distinct, address-derived suffixes.
      const keys = book.priceFeeds.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      const wanted = book.priceFeeds.map((f) => keyOf(f.symbol, f.token));
      const clashing = book.priceFeeds.filter((_, i) => wanted.filter((w) => w === wanted[i]).length > 1);
      for (const f of clashing) expect(f.key).toMatch(new RegExp(`^${keyOf(f.symbol, f.token)}_[0-9A-F]{4,}$`));
      if (id === 'mainnet') expect(clashing.length).toBeGreaterThan(10);
      const constants = book.entries.map((e) => `${e.constant} ${e.address}`);
      expect(new Set(book.entries.map((e) => e.constant)).size).toBe(new Set(constants).size);
    }
    // The 5,000-character manager name is kept in full in the TypeScript string, shortened in names and comments.
    const book = codeBook(site.networks.mainnet);
    expect(book.creditManagers[0]?.name).toBe(LONG_LABEL);
    expect(typescriptModule(book)).toContain(tsString(LONG_LABEL));
    expect(Math.max(...book.entries.map((e) => e.constant.length))).toBeLessThan(140);
    // Safe names: no control or bidi character, formula-neutralised cells.
    const csv = safeAddressBook(codeBooks(site));
    expect(csv).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    for (const r of parseCsv(csv).slice(1)) expect(r[1]!.length).toBeLessThanOrEqual(SAFE_NAME_MAX);
  }, 300_000);
});

describe('identifiers and literals', () => {
  test('keyOf keeps ASCII words, joins with _, guards a leading digit, falls back to the address', () => {
    expect(keyOf('Trade USDC.e Tier 1', '0x1')).toBe('Trade_USDC_e_Tier_1');
    expect(keyOf('3CRV', '0x1')).toBe('_3CRV');
    expect(keyOf('__proto__', '0x1')).toBe('proto');
    expect(keyOf('\u{1F600}', '0xAbC0000000000000000000000000000000000001')).toBe('_0xAbC0000000000000000000000000000000000001');
    expect(keyOf(LONG_LABEL, '0x1').length).toBeLessThanOrEqual(48);
    expect(keyOf('Right\u202Eto left', '0x1')).toBe('Right_to_left');
  });

  test('resolveNames: unique names kept, collisions get the shortest distinguishing address suffix, independent of order', () => {
    const a = { name: 'USDC', id: '0xAAAA111100000000000000000000000000000000' };
    const b = { name: 'USDC', id: '0xAAAA222200000000000000000000000000000000' };
    const c = { name: 'DAI', id: '0xCCCC000000000000000000000000000000000000' };
    expect(resolveNames([a, b, c])).toEqual(['USDC_AAAA1', 'USDC_AAAA2', 'DAI']);
    expect(resolveNames([c, b, a])).toEqual(['DAI', 'USDC_AAAA2', 'USDC_AAAA1']);
    // The same thing twice is one name; a suffix never takes a name something else wants.
    expect(resolveNames([a, { ...a }])).toEqual(['USDC', 'USDC']);
    expect(resolveNames([a, b, { name: 'USDC_AAAA1', id: '0x01' }])).not.toContain(undefined);
    expect(new Set(resolveNames([a, b, { name: 'USDC_AAAA1', id: '0x01' }])).size).toBe(3);
  });

  test('tsString reads back as the same string, in printable ASCII', () => {
    for (const s of HOSTILE) {
      const literal = tsString(s);
      expect(literal).toMatch(/^'[\x20-\x7e]*'$/);
      expect(new Function(`return ${literal};`)()).toBe(s);
    }
  });

  test('commentText: one line of printable ASCII', () => {
    expect(commentText('line one\nline two\r\n*/ x')).toBe('line one line two */ x');
    expect(commentText('Right\u202Eto left')).toBe('Right to left');
    expect(commentText(LONG_LABEL).length).toBeLessThanOrEqual(80);
    expect(commentText(LONG_LABEL).endsWith('...')).toBe(true);
  });

  test('CSV cells: formulas neutralised (OWASP), quoted per RFC 4180, parsed back', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(['+', '-', '@', '\t', '\r'].map((c) => neutraliseFormula(`${c}x`))).toEqual(["'+x", "'-x", "'@x", "'\tx", "'\rx"]);
    expect(neutraliseFormula('Gearbox =x')).toBe('Gearbox =x');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    const rows = [['x', ...HOSTILE.slice(0, 12)]];
    const text = rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
    expect(parseCsv(text)).toEqual([rows[0]!.map(neutraliseFormula)]);
    expect(safeName('a\u202Eb\nc')).toBe('a b c');
    expect(safeName('x'.repeat(80))).toHaveLength(SAFE_NAME_MAX);
  });
});
