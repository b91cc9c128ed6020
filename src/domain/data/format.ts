/**
 * The one place that turns raw values into text. Pure and dependency-free:
 * used at build time and in the browser. Exact: bigints are never converted
 * to floating point.
 */

/**
 * Unix seconds → ISO 8601 in UTC: 1720466087 → "2024-07-08T19:14:47.000Z"; to 's', without the milliseconds a
 * block time never has: "2024-07-08T19:14:47Z".
 */
export function isoTime(unixSeconds: number, to: 'ms' | 's' = 'ms'): string {
  const iso = new Date(unixSeconds * 1000).toISOString();
  return to === 's' ? iso.replace(/\.\d{3}Z$/, 'Z') : iso;
}

/** Unix seconds → "2024-07-08 19:14:47 UTC" (deterministic: no locale, no time zone). */
export function formatUtc(unixSeconds: number): string {
  return formatIsoUtc(isoTime(unixSeconds));
}

/** ISO time → "2024-07-08 19:14:47 UTC". */
export function formatIsoUtc(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

/** 20263808 → "20,263,808". Works on bigint without precision loss. */
export function groupDigits(value: number | bigint | string): string {
  const text = value.toString();
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/**
 * Decimal text of `value / 10^decimals`, rounded half-up to at most
 * `maxFraction` digits, trailing zeros dropped, digits grouped. Exact: bigint
 * arithmetic only.
 */
export function formatFixed(value: bigint, decimals: number, maxFraction = decimals): string {
  const negative = value < 0n;
  let abs = negative ? -value : value;
  let scale = decimals;
  if (maxFraction < decimals) {
    const drop = 10n ** BigInt(decimals - maxFraction);
    abs = (abs + drop / 2n) / drop;
    scale = maxFraction;
  }
  const text = abs.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = scale > 0 ? text.slice(text.length - scale).replace(/0+$/, '') : '';
  const sign = negative && (whole !== '0' || fraction !== '') ? '-' : '';
  return `${sign}${groupDigits(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A token amount in human units: 30889141569597n, 6 → "30,889,141.5696" (4 fraction digits by default). */
export function formatAmount(value: bigint, decimals: number, maxFraction = 4): string {
  return formatFixed(value, decimals, Math.min(maxFraction, decimals));
}

/** Words in a sentence: ["a", "b", "c"] → "a, b and c" (or "a, b or c"). */
export function wordList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** What an amount is counted in: a token's symbol and decimals. */
export interface AmountToken {
  symbol: string;
  decimals: number;
}

/** An amount with its token: 30889141569597n of USDC → "30,889,141.5696 USDC"; `precision` as for formatAmount. */
export function amountText(value: bigint, token: AmountToken, precision?: number): string {
  return `${formatAmount(value, token.decimals, precision)} ${token.symbol}`;
}

/** The largest uint256: a limit set to it means "no limit" on chain (a pool's total debt limit, for one). */
export const MAX_UINT256 = 2n ** 256n - 1n;

/** A limit in human units, or "no limit" for the largest uint256. */
export function limitText(value: bigint, token: AmountToken): string {
  return value === MAX_UINT256 ? 'no limit' : amountText(value, token);
}

/** Basis points to percent: 2500 → "25%", 9450 → "94.5%", 4 → "0.04%". */
export function bpsToPercent(bps: number | bigint): string {
  return `${formatFixed(BigInt(bps), 2)}%`;
}

/** A RAY-scaled annual rate to percent: 7.89e24 → "0.789%". */
export function rayToPercent(ray: bigint, maxFraction = 3): string {
  return `${formatFixed(ray, 25, maxFraction)}%`;
}

/** A WAD-scaled ratio (1e18 = 100%) to percent, two decimals rounded down as integer division on chain: 5.525e17 → "55.25%". */
export function wadToPercent(wad: bigint): string {
  return `${formatFixed(wad / 10n ** 14n, 2)}%`;
}

const UNITS: [number, string, string][] = [
  [86_400, 'day', 'days'],
  [3_600, 'h', 'h'],
  [60, 'min', 'min'],
  [1, 's', 's'],
];

/** Seconds to a readable duration: 86400 → "1 day", 4500 → "1 h 15 min", 0 → "0 s". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return `${seconds} s`;
  if (seconds === 0) return '0 s';
  const parts: string[] = [];
  let rest = Math.floor(seconds);
  for (const [size, one, many] of UNITS) {
    const n = Math.floor(rest / size);
    if (n > 0) {
      parts.push(`${n} ${n === 1 ? one : many}`);
      rest -= n * size;
    }
  }
  return parts.join(' ');
}
