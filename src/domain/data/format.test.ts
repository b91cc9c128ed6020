import { describe, expect, test } from 'vitest';
import { formatIsoUtc, formatUtc, groupDigits, isoTime } from './format';

describe('format', () => {
  test('UTC dates are deterministic', () => {
    expect(formatUtc(1720466087)).toBe('2024-07-08 19:14:47 UTC');
    expect(formatIsoUtc('2024-08-10T13:53:29.000Z')).toBe('2024-08-10 13:53:29 UTC');
    expect(isoTime(1720466087)).toBe('2024-07-08T19:14:47.000Z');
    expect(isoTime(1720466087, 's')).toBe('2024-07-08T19:14:47Z');
  });
  test('digit grouping is exact on bigints', () => {
    expect(groupDigits(20263808)).toBe('20,263,808');
    expect(groupDigits(123456789012345678901234567890n)).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(groupDigits('-1234.5678')).toBe('-1,234.5678');
    expect(groupDigits(12)).toBe('12');
  });
});

import { amountText, bpsToPercent, formatAmount, formatDuration, formatFixed, rayToPercent, wadToPercent } from './format';
import { GEAR } from '../protocol/gauge';

describe('units', () => {
  test('token amounts are exact and rounded half-up in bigint arithmetic', () => {
    expect(formatAmount(30889141569597n, 6)).toBe('30,889,141.5696');
    expect(formatAmount(20000000000n, 6)).toBe('20,000');
    expect(formatAmount(54054054n, 8, 8)).toBe('0.54054054');
    expect(formatAmount(123456789012345678901234567n, 18)).toBe('123,456,789.0123');
    expect(formatFixed(-15n, 1)).toBe('-1.5');
    // With the token: 4 fraction digits unless told, never more than the token has.
    const usdc = { symbol: 'USDC', decimals: 6 };
    expect(amountText(30889141569597n, usdc)).toBe('30,889,141.5696 USDC');
    expect(amountText(30889141569597n, usdc, 6)).toBe('30,889,141.569597 USDC');
    expect(amountText(30889141569597n, usdc, 0)).toBe('30,889,142 USDC');
    expect(amountText(1234567n, { symbol: 'WBTC', decimals: 8 }, 2)).toBe('0.01 WBTC');
    expect(amountText(30_000n * 10n ** 18n + 5n * 10n ** 15n, GEAR, 2)).toBe('30,000.01 GEAR');
    expect(formatFixed(5n, 1, 0)).toBe('1');
    expect(formatFixed(0n, 18)).toBe('0');
  });
  test('basis points and RAY rates as percent', () => {
    expect(bpsToPercent(2500)).toBe('25%');
    expect(bpsToPercent(9450)).toBe('94.5%');
    expect(bpsToPercent(4)).toBe('0.04%');
    expect(bpsToPercent(0)).toBe('0%');
    expect(rayToPercent(7_890_000_000_000_000_000_000_000n)).toBe('0.789%');
    expect(rayToPercent(10n ** 27n)).toBe('100%');
    expect(wadToPercent(552_599_999_999_999_999n)).toBe('55.25%');
    expect(wadToPercent(10n ** 18n)).toBe('100%');
    expect(wadToPercent(0n)).toBe('0%');
  });
  test('durations', () => {
    expect(formatDuration(86400)).toBe('1 day');
    expect(formatDuration(4500)).toBe('1 h 15 min');
    expect(formatDuration(44100)).toBe('12 h 15 min');
    expect(formatDuration(86520)).toBe('1 day 2 min');
    expect(formatDuration(2592000)).toBe('30 days');
    expect(formatDuration(0)).toBe('0 s');
  });
});
