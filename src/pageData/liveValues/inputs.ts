/**
 * What the computed values share: reading a citation's example inputs (a leverage, an amount in whole tokens,
 * basis points), finding a token by symbol, and the core contracts table they link to.
 */
import type { NetworkSnapshot } from '../../domain/data/model';
import { sameAddress as same } from '../../domain/data/address';
import { formatFixed } from '../../domain/data/format';
import { labeler } from '../../domain/data/labels';
import { homePath } from '../../domain/data/paths';
import type { EXAMPLE_INPUTS } from '../citations';
import { addressBook } from '../addressBook';
import { input, type CreditManagerSubject, type Fail, type SubjectBase } from './subject';

type InputName = (typeof EXAMPLE_INPUTS)[number];

/** The network's core contracts table on the Deployed Contracts page. */
export const coreHref = (snap: NetworkSnapshot) => homePath(snap.network.tab, addressBook(snap).find((t) => t.kind === 'core')?.id);

/** A fraction (0.0512) as "5.12%". */
export const fractionToPercent = (f: number, digits = 2) => `${(f * 100).toFixed(digits)}%`;
/** Basis points as a health factor: 10500 → "1.05". */
export const hfText = (bps: bigint | number) => formatFixed(BigInt(bps), 4, 4);

export function positiveNumber(s: SubjectBase, name: InputName): number {
  const text = input(s, name);
  const v = Number(text);
  if (text === undefined || !Number.isFinite(v) || v <= 0) s.fail(`attribute ${name} must be a positive number`);
  return v;
}

export function bpsInput(s: SubjectBase, name: InputName, fallback?: number): number {
  const text = input(s, name);
  if (text === undefined && fallback !== undefined) return fallback;
  const v = Number(text);
  if (!Number.isInteger(v) || v < 0 || v > 65_535) s.fail(`attribute ${name} must be basis points (an integer 0..65535)`);
  return v;
}

/** Whole-unit amount input ("20000") → smallest units. */
export function amountInput(s: SubjectBase, name: InputName, decimals: number): bigint {
  const text = input(s, name) ?? '';
  if (!/^\d+(\.\d+)?$/.test(text)) s.fail(`attribute ${name} must be a decimal amount in whole tokens`);
  const [whole = '0', frac = ''] = text.split('.');
  if (frac.length > decimals) s.fail(`attribute ${name} has more than ${decimals} decimals`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

/** The address of the token (or collateral token) of that symbol on the network. */
export function tokenBySymbol(snap: NetworkSnapshot, symbol: string, fail: Fail): string {
  const names = labeler(snap);
  const candidates = new Set<string>([...snap.tokens.map((t) => t.address), ...snap.creditManagers.flatMap((c) => c.collateralTokens.map((t) => t.token))]);
  return [...candidates].find((a) => names.token(a) === symbol) ?? fail(`unknown token "${symbol}" on ${snap.network.id}`);
}

/** The cited token as a collateral of the subject's credit manager: its liquidation threshold and its quota in the pool. */
export function quotaOf(s: CreditManagerSubject) {
  const { cm, pool, citation, fail } = s;
  const token = tokenBySymbol(s.snap, citation.token ?? '', fail);
  const lt = cm.collateralTokens.find((c) => same(c.token, token)) ?? fail(`${citation.token} is not a collateral token of ${cm.name}`);
  const quota = pool.quotas.find((q) => same(q.token, token)) ?? fail(`${citation.token} has no quota in ${pool.name}`);
  return { token, lt: lt.liquidationThreshold, quota };
}
