import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Hex } from 'viem';
import { ROOT } from '../../../../tests/helpers/data';
import { v31DirFromEnv } from '../networks';
import { contractTypeName, V31_STATES_DIR } from '../states';
import { decodeParams } from './decode';
import { findLayout, LAYOUTS } from './registry';

/** Every contract in the four real states, as the files hold it (type, version, bytes), found by walking the JSON. */
const dir = path.join(v31DirFromEnv(ROOT), V31_STATES_DIR);
type Found = { type: string; version: number; serializedParams: Hex; where: string };
const contracts: Found[] = [];
function walk(o: unknown, where: string): void {
  if (Array.isArray(o)) o.forEach((x, i) => walk(x, `${where}[${i}]`));
  else if (o && typeof o === 'object') {
    const bp = (o as { baseParams?: { contractType?: string; version?: number | { __value: string }; serializedParams?: string } }).baseParams;
    if (bp?.contractType && bp.serializedParams !== undefined) {
      const version = typeof bp.version === 'object' ? Number(bp.version.__value) : Number(bp.version);
      contracts.push({ type: contractTypeName(bp.contractType as Hex), version, serializedParams: bp.serializedParams as Hex, where });
    }
    for (const [k, v] of Object.entries(o)) walk(v, `${where}.${k}`);
  }
}
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(dir, f), 'utf8')), f);
const kinds = [...new Map(contracts.map((c) => [`${c.type}@${c.version}`, c])).values()];

describe('V3.1 serialize() layouts', () => {
  test('the states hold 47 contract types in 59 type-version pairs', () => {
    expect(new Set(contracts.map((c) => c.type)).size).toBe(47);
    expect(kinds).toHaveLength(59);
  });

  test('every contract that carries bytes decodes with its layout, and the layout accounts for every byte', () => {
    const failed = contracts.map((c) => ({ c, d: decodeParams(c) })).filter(({ d }) => d.kind === 'raw');
    expect(failed.map(({ c, d }) => `${c.where}: ${d.kind === 'raw' ? d.detail : ''}`).slice(0, 20)).toEqual([]);
  });

  test('each layout cites the line of serialize() in the published package it names', () => {
    for (const l of LAYOUTS) {
      if (!('package' in l.source)) continue;
      const file = path.join(ROOT, 'node_modules', l.source.package, l.source.file);
      expect(existsSync(file), file).toBe(true);
      const pkg = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', l.source.package, 'package.json'), 'utf8')) as { version: string };
      expect(pkg.version).toBe(l.source.version);
      const lines = readFileSync(file, 'utf8').split('\n');
      // the cited line is the `abi.encode(...)` that serialize() returns, or serialize() itself
      expect(lines[l.source.line - 1], `${l.type} ${l.source.file}:${l.source.line}`).toMatch(/serialize|abi\.encode/);
      expect(readFileSync(file, 'utf8')).toContain(`"${l.type}"`);
    }
  });

  test('a type or version without a layout is kept as its raw bytes, with the reason', () => {
    const d = decodeParams({ type: 'ADAPTER::NOT_A_TYPE', version: 310, serializedParams: '0x01' });
    expect(d).toEqual({ kind: 'raw', reason: 'unknown', bytes: '0x01', detail: 'no layout for ADAPTER::NOT_A_TYPE v310' });
    expect(findLayout('IRM::LINEAR', 999)).toBeUndefined();
  });

  test('bytes that do not fit the layout are raw, never a guess', () => {
    const irm = contracts.find((c) => c.type === 'IRM::LINEAR') as Found;
    const short = decodeParams({ ...irm, serializedParams: irm.serializedParams.slice(0, 66) as Hex });
    expect(short.kind).toBe('raw');
    const long = decodeParams({ ...irm, serializedParams: `${irm.serializedParams}${'00'.repeat(32)}` as Hex });
    expect(long).toMatchObject({ kind: 'raw', reason: 'mismatch' });
  });

  test('the linear rate model: kinks in order, slopes as the state holds them', () => {
    for (const c of contracts.filter((x) => x.type === 'IRM::LINEAR')) {
      const d = decodeParams(c);
      if (d.kind !== 'decoded') throw new Error(`${c.where} not decoded`);
      const v = Object.fromEntries(d.params.map((p) => [p.name, p.value]));
      expect(Number(v.U_1)).toBeLessThanOrEqual(Number(v.U_2));
      expect(Number(v.U_2)).toBeLessThanOrEqual(10_000);
      expect(typeof v.isBorrowingMoreU2Forbidden).toBe('boolean');
      expect(d.params.find((p) => p.name === 'R_slope2')?.unit).toBe('bps');
    }
  });
});
