/**
 * Checks an address someone pasted. Used by the address lookup (loaded only
 * when the lookup is used, as it pulls in keccak for the checksum).
 *
 * Characters nobody can see (zero-width spaces and joiners, the byte-order
 * mark, bidirectional controls, no-break and other unusual spaces, line
 * breaks) are removed before the check and named in the answer, so that a
 * pasted address that looks right is not refused for something invisible.
 */
import { getAddress, isAddress } from 'viem';

/** A kind of invisible character removed from the input: its code point (`U+200B`), its name, how many there were. */
export interface RemovedCharacter {
  codePoint: string;
  name: string;
  count: number;
}

export type AddressCheck = (
  | { ok: true; address: `0x${string}` }
  | {
      ok: false;
      reason: 'empty' | 'not-hex' | 'length' | 'checksum';
      /** The explanation, without the person's text. */
      message: string;
      /** The person's text (shortened) that the message refers to: shown isolated from the sentence around it (`<bdi>`). */
      found?: string;
      /** The first character that is not a hexadecimal digit, and its code point: shown isolated too. */
      badCharacter?: { char: string; codePoint: string };
    }
) & { removed?: RemovedCharacter[] };

const NAMES: Record<number, string> = {
  0x09: 'tab',
  0x0a: 'line feed',
  0x0d: 'carriage return',
  0xa0: 'no-break space',
  0xad: 'soft hyphen',
  0x34f: 'combining grapheme joiner',
  0x61c: 'Arabic letter mark',
  0x180e: 'Mongolian vowel separator',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x2028: 'line separator',
  0x2029: 'paragraph separator',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x202f: 'narrow no-break space',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0x3000: 'ideographic space',
  0xfeff: 'byte-order mark (zero-width no-break space)',
};

// Format characters (zero-width, bidirectional controls, BOM, soft hyphen), controls, every kind of space and
// line/paragraph separator, and the few invisible characters Unicode files elsewhere.
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Z}\u034f\u115f\u1160\u180e\u3164\uffa0]/gu;

const codePointOf = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A character's name for a person: from the table above, else "space" or "invisible character". */
function nameOf(c: string): string {
  const known = NAMES[c.codePointAt(0)!];
  if (known) return known;
  return /\p{Z}/u.test(c) ? 'space' : 'invisible character';
}

/**
 * The text without invisible characters, and which ones were removed. Ordinary spaces are removed too but not named
 * (an address may be pasted with spaces around it or wrapped across lines).
 */
export function stripInvisible(input: string): { text: string; removed: RemovedCharacter[] } {
  const counts = new Map<string, number>();
  const text = input.replace(INVISIBLE, (c) => {
    if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') counts.set(c, (counts.get(c) ?? 0) + 1);
    return '';
  });
  return { text, removed: [...counts].map(([c, count]) => ({ codePoint: codePointOf(c), name: nameOf(c), count })) };
}

/** "2 zero-width spaces (U+200B) and a right-to-left override (U+202E)". */
export function describeRemoved(removed: readonly RemovedCharacter[]): string {
  const parts = removed.map((r) => `${r.count === 1 ? (/^[aeiou]/i.test(r.name) ? 'an' : 'a') : r.count} ${r.name}${r.count === 1 ? '' : 's'} (${r.codePoint})`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const MAX_ECHO = 50;
const shorten = (text: string) => {
  const chars = [...text];
  return chars.length > MAX_ECHO ? `${chars.slice(0, MAX_ECHO - 3).join('')}...` : text;
};

export function checkAddressInput(input: string): AddressCheck {
  const { text, removed } = stripInvisible(input);
  const extra = removed.length > 0 ? { removed } : {};
  if (!text) return { ok: false, reason: 'empty', message: 'Paste an address: 0x followed by 40 hexadecimal digits.', ...extra };
  const body = text.replace(/^0x/i, '');
  const bad = /[^0-9a-fA-F]/u.exec(body);
  if (bad) {
    const c = String.fromCodePoint(body.codePointAt(bad.index)!);
    return {
      ok: false,
      reason: 'not-hex',
      message: 'That is not hexadecimal: an address is 0x followed by 40 digits 0–9 and letters a–f.',
      found: shorten(text),
      badCharacter: { char: c, codePoint: codePointOf(c) },
      ...extra,
    };
  }
  if (body.length !== 40) {
    return { ok: false, reason: 'length', message: `An address has 40 hexadecimal digits after 0x; this has ${body.length}.`, ...extra };
  }
  const candidate = `0x${body}`;
  if (!isAddress(candidate, { strict: true })) {
    return {
      ok: false,
      reason: 'checksum',
      message: `The mix of upper- and lower-case letters does not match the address's EIP-55 checksum: it is probably mistyped. The correctly checksummed form of these digits is ${getAddress(candidate.toLowerCase())}.`,
      ...extra,
    };
  }
  return { ok: true, address: getAddress(candidate), ...extra };
}
