import { describe, expect, test } from 'vitest';
import { labeler } from './labels';
import { A, fixtureSnapshot, TKN, USDC } from '../../../tests/helpers/fixture';

describe('labels', () => {
  const names = labeler(
    fixtureSnapshot((raw) => {
      raw.contractLabels[USDC.toLowerCase()] = 'CIRCLE_USDC';
    }),
  );

  test('a token is named by the token list before contractLabels, a contract by contractLabels first', () => {
    expect(names.token(USDC)).toBe('USDC');
    expect(names.contract(USDC)).toBe('CIRCLE_USDC');
  });

  test('lookups ignore case', () => {
    expect(names.token(USDC.toLowerCase())).toBe('USDC');
    expect(names.token(USDC.toUpperCase().replace('0X', '0x'))).toBe('USDC');
  });

  test('a token missing from the list falls back to its contractLabels name', () => {
    expect(names.token(TKN)).toBe('TKN_LABEL');
    expect(names.contract(A(0x7a))).toBe('TARGET_ROUTER');
  });

  test('an unknown address is shown as itself', () => {
    const unknown = '0x000000000000000000000000000000000000dEaD';
    expect(names.token(unknown)).toBeUndefined();
    expect(names.tokenOrAddress(unknown)).toBe(unknown);
    expect(names.contractOrAddress(unknown)).toBe(unknown);
  });
});
