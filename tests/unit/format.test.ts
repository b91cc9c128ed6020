import { describe, expect, test } from 'vitest';
import { formatIsoUtc, formatUtc, groupDigits } from '../../src/data/format';

describe('format', () => {
  test('UTC dates are deterministic', () => {
    expect(formatUtc(1720466087)).toBe('2024-07-08 19:14:47 UTC');
    expect(formatIsoUtc('2024-08-10T13:53:29.000Z')).toBe('2024-08-10 13:53:29 UTC');
  });
  test('digit grouping is exact on bigints', () => {
    expect(groupDigits(20263808)).toBe('20,263,808');
    expect(groupDigits(123456789012345678901234567890n)).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(groupDigits('-1234.5678')).toBe('-1,234.5678');
    expect(groupDigits(12)).toBe('12');
  });
});
