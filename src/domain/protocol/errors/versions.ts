/** The Gearbox versions the errors reference and the decoder cover. Light: the browser's decoder imports it. */
export const VERSIONS = ['3.0', '3.1'] as const;
export type Version = (typeof VERSIONS)[number];

/** `V3.0`, `V3.0 and V3.1`. */
export function versionsLabel(versions: readonly Version[]): string {
  const sorted = VERSIONS.filter((v) => versions.includes(v)).map((v) => `V${v}`);
  return sorted.length <= 1 ? (sorted[0] ?? '') : `${sorted.slice(0, -1).join(', ')} and ${sorted[sorted.length - 1]}`;
}
