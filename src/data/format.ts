/**
 * The one place that turns raw values into text. Pure and dependency-free:
 * used at build time and in the browser. Exact: bigints are never converted
 * to floating point.
 */

/** Unix seconds → "2024-07-08 19:14:47 UTC" (deterministic: no locale, no time zone). */
export function formatUtc(unixSeconds: number): string {
  return `${new Date(unixSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
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
