import { describe, expect, test } from 'vitest';
import { DIRS } from '../../../tests/helpers/data';
import { allContracts, loadV31, paramsReport } from './data';

describe('what the build says of V3.1 parameters', () => {
  const data = loadV31(DIRS.v31Dir);

  test('the four states: every contract that carries bytes decoded, none raw', () => {
    const report = paramsReport(data);
    const all = data.states.flatMap(allContracts).length;
    expect(report.raw).toBe(0);
    expect(report.decoded + report.none).toBe(all);
    expect(report.decoded).toBeGreaterThan(700);
    expect(report.text).toBe(`V3.1 parameters: ${report.decoded} contracts decoded, ${report.none} carry none, 0 shown as raw bytes`);
  });

  test('a type the site has no layout for is counted, by type and version', () => {
    const [first, ...rest] = data.states;
    if (!first) throw new Error('no state');
    const market = first.markets[0];
    if (!market) throw new Error('no market');
    const odd = { ...market.lossPolicy, type: 'LOSS_POLICY::NEW', version: 320, params: { kind: 'raw' as const, reason: 'unknown' as const, bytes: '0x01' as const, detail: 'no layout for LOSS_POLICY::NEW v320' } };
    const changed = { ...data, states: [{ ...first, markets: [{ ...market, lossPolicy: odd }, ...first.markets.slice(1)] }, ...rest] };
    const report = paramsReport(changed);
    expect(report.raw).toBe(1);
    expect(report.text).toMatch(/, 1 shown as raw bytes: LOSS_POLICY::NEW v320 \(1\)$/);
  });
});
