/**
 * "Check it yourself" for V3.1 rows from the book file alone (./v31AddressProofs.ts), against the V3.1 model: for
 * every row of every real V3.1 state that `v31Subjects` gives, the proof built from the network's book as the build
 * writes it (./addressExport.ts) is `v31ProofFor` of that state (the read src/domain/proofs/v31.test.ts proves on a
 * local chain), at the block of a state that holds the row; the rows given a proof are exactly those rows; and each
 * V3.1 page's Check buttons point at a row proving the address they sit by.
 */
import { describe, expect, test } from 'vitest';
import { addressKey, sameAddress } from '../../domain/data/address';
import { parseProofSpec } from '../../domain/data/paths';
import { v31ProofContext, v31ProofFor, v31RenderOptions, v31Subjects, type V31ProofSubject } from '../../domain/proofs/v31';
import { loadV31 } from '../../domain/v31/data';
import { DIRS } from '../../../tests/helpers/data';
import type { AddressBookFile, ExportRow } from '../addressExport';
import type { AddrCell } from '../state/cells';
import { pageCells, type StatePageData } from '../state/page';
import { v31AddressBooks } from './addressBook';
import { exportV31Book } from './addressExport';
import { v31Pages } from '.';
import { v31FileProof, v31FileProofs, v31FileSubject } from './v31AddressProofs';

const data = loadV31(DIRS.v31Dir);
const files = v31AddressBooks(data).map(exportV31Book);
const fileOf = (chainId: number): AddressBookFile => {
  const f = files.find((x) => x.chainId === chainId);
  if (!f) throw new Error(`no V3.1 book of chain ${chainId}`);
  return f;
};

/** The book's part of each kind of subject but the entries. */
const PART: Record<V31ProofSubject['kind'], ExportRow['part']> = {
  addressProviderEntry: undefined,
  marketConfigurator: 'marketConfigurator',
  acl: 'acl',
  contractsRegister: 'contractsRegister',
  treasury: 'treasury',
  pool: 'pool',
  creditManager: 'manager',
  creditFacade: 'facade',
  creditConfigurator: 'configurator',
};

/** The same row of a page: same kind and address (an entry: same key and version too). */
const sameRow = (a: V31ProofSubject, b: V31ProofSubject): boolean =>
  a.kind === b.kind && sameAddress(a.address, b.address) && (a.kind !== 'addressProviderEntry' || (b.kind === 'addressProviderEntry' && a.key === b.key && a.version === b.version));

describe('V3.1 proofs from the book file alone', () => {
  /** The book row showing a subject, found without the proofs: an entry by key, version and address; the rest by part and address. */
  const rowOf = (file: AddressBookFile, s: V31ProofSubject): number =>
    file.rows.findIndex((r) => sameAddress(r.address, s.address) && (s.kind === 'addressProviderEntry' ? r.key === s.key && r.version === s.version : r.part === PART[s.kind]));

  /**
   * The subjects the books show: each network's newest state's entries, and each market (with its curator and credit
   * suites) of the newest state that holds it. Older states' rows are on no page when a newer state replaced them.
   */
  const shown: { chainId: number; subject: V31ProofSubject }[] = [];
  const show = (chainId: number, list: V31ProofSubject[]) => {
    for (const subject of list) if (!shown.some((x) => x.chainId === chainId && sameRow(x.subject, subject))) shown.push({ chainId, subject });
  };
  for (const n of data.networks.networks) {
    const newest = data.states.filter((s) => s.chainId === n.chainId).at(-1);
    if (newest) show(n.chainId, v31Subjects({ addressProvider: newest.addressProvider, markets: [] }));
  }
  for (const { market, state } of data.markets) show(state.chainId, v31Subjects({ addressProvider: { ...state.addressProvider, entries: [] }, markets: [market] }));

  test('every row of every state that v31Subjects gives, where the book shows it: the proof from the file is v31ProofFor of a state that holds the row, at that state\'s block', () => {
    const matched = new Map<AddressBookFile, Set<number>>();
    let subjects = 0;
    let older = 0;
    for (const state of data.states) {
      const file = fileOf(state.chainId);
      const proofs = v31FileProofs(file);
      const ctx = v31ProofContext(state);
      for (const subject of v31Subjects(state)) {
        subjects++;
        const at = rowOf(file, subject);
        const what = `${state.block} ${subject.kind} ${subject.address}`;
        if (at < 0) {
          // Only a row a newer state replaced is missing (an entry since superseded, a suite no longer listed).
          expect(shown.some((x) => x.chainId === state.chainId && sameRow(x.subject, subject)), what).toBe(false);
          older++;
          continue;
        }
        const p = proofs[at];
        expect(p, what).toBeDefined();
        if (!p) continue;
        matched.set(file, (matched.get(file) ?? new Set()).add(at));
        // What the read needs is what the state says, and so is the read.
        expect(p.subject).toEqual(subject);
        expect(p.proof).toEqual(v31ProofFor(subject, ctx));
        // The block is the row's state's: the newest state holding the row's market or curator, or the newest state.
        const own = data.states.find((s) => s.chainId === state.chainId && s.block === p.options.block);
        expect(own, `${what}: no state at block ${p.options.block}`).toBeDefined();
        if (!own) continue;
        expect(own.block).toBeGreaterThanOrEqual(state.block);
        expect(v31Subjects(own).some((s) => sameRow(s, subject))).toBe(true);
        expect(p.proof).toEqual(v31ProofFor(subject, v31ProofContext(own)));
        expect(p.options).toEqual(v31RenderOptions(own));
      }
    }
    // Every row the pages show from a state is there, and no more rows have a proof than those of the states.
    for (const { chainId, subject: s } of shown) expect(rowOf(fileOf(chainId), s), `${s.kind} ${s.address}`).toBeGreaterThan(-1);
    for (const file of files) {
      const proved = v31FileProofs(file).flatMap((p, i) => (p ? [i] : []));
      expect(proved, file.network).toEqual([...(matched.get(file) ?? [])].sort((a, b) => a - b));
    }
    const rows = files.reduce((n, f) => n + v31FileProofs(f).filter(Boolean).length, 0);
    console.log(`V3.1 rows with a proof: ${rows}; ${subjects} subjects over ${data.states.length} states, ${older} of them rows of an older state no page shows`);
    expect(rows).toBe(shown.length);
  });

  test('the row a proof reads from is the row the file says: its block, its curator\'s register, its market\'s pool, its suite\'s manager', () => {
    const file = fileOf(1);
    for (const [i, row] of file.rows.entries()) {
      const p = v31FileProof(file, i);
      if (!p) continue;
      const s = p.subject;
      if (s.kind !== 'marketConfigurator') expect(p.options.block).toBe(row.block);
      if (s.kind === 'pool' || s.kind === 'creditManager') {
        const register = file.rows.find((r) => r.part === 'contractsRegister' && r.curator === row.curator);
        expect(s.contractsRegister).toBe(register?.address);
      }
      if (s.kind === 'creditManager') expect(s.pool).toBe(row.market);
      if (s.kind === 'creditFacade' || s.kind === 'creditConfigurator') expect(s.creditManager).toBe(row.creditManager);
    }
  });

  test('a file that lacks what a read needs gives no proof, never a broken one', () => {
    const file = fileOf(1);
    const facade = file.rows.findIndex((r) => r.part === 'facade');
    const pool = file.rows.findIndex((r) => r.part === 'pool');
    const entry = file.rows.findIndex((r) => r.key === 'MARKET_CONFIGURATOR_FACTORY');
    const configurator = file.rows.findIndex((r) => r.part === 'marketConfigurator' && file.rows.some((x) => x.part === 'acl' && x.curator === r.curator));
    for (const i of [facade, pool, entry, configurator]) expect(v31FileProof(file, i)).toBeDefined();
    const without = (i: number, field: 'creditManager' | 'curator' | 'block') => ({ ...file, rows: file.rows.map((r, j) => (j === i ? { ...r, [field]: undefined } : r)) });
    expect(v31FileProof(without(facade, 'creditManager'), facade)).toBeUndefined();
    expect(v31FileProof(without(pool, 'curator'), pool)).toBeUndefined();
    expect(v31FileProof(without(entry, 'block'), entry)).toBeUndefined();
    // The factory gone from the entries: no curator's configurator is proved; the entries' own rows still are.
    const noFactory = { ...file, addressProviderEntries: file.addressProviderEntries.filter((e) => e.key !== 'MARKET_CONFIGURATOR_FACTORY') };
    expect(v31FileProof(noFactory, configurator)).toBeUndefined();
    // A curator without a market held has no block to read at.
    const unheld = file.rows.findIndex((r) => r.part === 'marketConfigurator' && !file.rows.some((x) => x.part === 'acl' && x.curator === r.curator));
    expect(unheld).toBeGreaterThan(-1);
    expect(file.rows[unheld] && v31FileSubject(file, file.rows[unheld])).toBeUndefined();
    // An entry the provider does not hold at that key and version.
    expect(v31FileProof({ ...file, rows: file.rows.map((r, j) => (j === entry ? { ...r, version: 999 } : r)) }, entry)).toBeUndefined();
  });
});

/** Every address cell of a page, depth first. */
const addrCells = (page: StatePageData): AddrCell[] => pageCells(page).filter((c): c is AddrCell => c.kind === 'addr');

describe('the Check buttons of the V3.1 pages', () => {
  const pages = v31Pages(data);
  const kinds = { networks: pages.networks, curators: pages.curators, markets: pages.markets, creditSuites: pages.creditSuites } as const;

  test("each button's spec finds, in its network's book, a row that proves the cell's address; every proved row has a button", () => {
    const shown = new Set<string>();
    const counts: Record<string, number[]> = {};
    for (const [kind, list] of Object.entries(kinds)) {
      counts[kind] = list.map((page) => {
        const buttons = addrCells(page).filter((c) => c.proof !== undefined);
        for (const c of buttons) {
          const { book, index, v31 } = parseProofSpec(c.proof ?? '');
          expect(v31).toBe(true);
          const file = files.find((f) => f.network === book);
          const p = file && v31FileProof(file, index);
          expect(p, c.proof).toBeDefined();
          expect(sameAddress(p?.proof.expected ?? '', c.address)).toBe(true);
          shown.add(`${book}:${index}`);
        }
        return buttons.length;
      });
    }
    // No other page kind has one (price feeds, changes, the map).
    for (const page of [pages.map, ...pages.priceFeeds, ...pages.changes]) expect(addrCells(page).filter((c) => c.proof)).toEqual([]);
    const proved = files.flatMap((f) => v31FileProofs(f).flatMap((p, i) => (p ? [`${f.network}:${i}`] : [])));
    expect([...shown].sort()).toEqual(proved.sort());
    const sum = (xs: number[] = []) => xs.reduce((a, b) => a + b, 0);
    console.log(Object.entries(counts).map(([k, xs]) => `${k}: ${sum(xs)} buttons on ${xs.length} pages (${[...new Set(xs)].sort((a, b) => a - b).join('/')} per page)`).join('; '));
    // Per page kind, what the issue asks for: a suite's manager, facade and configurator; a market's pool; a curator's four contracts.
    expect(new Set(counts.creditSuites)).toEqual(new Set([3]));
    expect(new Set(counts.markets)).toEqual(new Set([1]));
    expect(new Set(counts.curators)).toEqual(new Set([4]));
    const mainnet = pages.networks.find((p) => addrCells(p).some((c) => c.proof));
    const entries = data.states.at(-1)?.addressProvider.entries.length;
    expect(mainnet && addrCells(mainnet).filter((c) => c.proof).length).toBe(entries);
    expect(new Set(addrCells(mainnet ?? pages.map).flatMap((c) => (c.proof ? [addressKey(c.address)] : []))).size).toBeGreaterThan(1);
  });
});
