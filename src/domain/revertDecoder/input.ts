/**
 * Reads what someone pasted into the decoder: strips whitespace and invisible characters
 * (naming the invisible ones), and checks that what is left is hex data of whole bytes with
 * at least a 4-byte selector. Pure: no viem, so it can run before the table loads.
 */

/** Invisible or layout characters that sneak into copied text, with their Unicode names. */
const INVISIBLE: Readonly<Record<string, string>> = {
  '\u00A0': 'NO-BREAK SPACE',
  '\u00AD': 'SOFT HYPHEN',
  '\u034F': 'COMBINING GRAPHEME JOINER',
  '\u061C': 'ARABIC LETTER MARK',
  '\u115F': 'HANGUL CHOSEONG FILLER',
  '\u1160': 'HANGUL JUNGSEONG FILLER',
  '\u180E': 'MONGOLIAN VOWEL SEPARATOR',
  '\u200B': 'ZERO WIDTH SPACE',
  '\u200C': 'ZERO WIDTH NON-JOINER',
  '\u200D': 'ZERO WIDTH JOINER',
  '\u200E': 'LEFT-TO-RIGHT MARK',
  '\u200F': 'RIGHT-TO-LEFT MARK',
  '\u202A': 'LEFT-TO-RIGHT EMBEDDING',
  '\u202B': 'RIGHT-TO-LEFT EMBEDDING',
  '\u202C': 'POP DIRECTIONAL FORMATTING',
  '\u202D': 'LEFT-TO-RIGHT OVERRIDE',
  '\u202E': 'RIGHT-TO-LEFT OVERRIDE',
  '\u202F': 'NARROW NO-BREAK SPACE',
  '\u2060': 'WORD JOINER',
  '\u2061': 'FUNCTION APPLICATION',
  '\u2062': 'INVISIBLE TIMES',
  '\u2063': 'INVISIBLE SEPARATOR',
  '\u2064': 'INVISIBLE PLUS',
  '\u2066': 'LEFT-TO-RIGHT ISOLATE',
  '\u2067': 'RIGHT-TO-LEFT ISOLATE',
  '\u2068': 'FIRST STRONG ISOLATE',
  '\u2069': 'POP DIRECTIONAL ISOLATE',
  '\u3164': 'HANGUL FILLER',
  '\uFEFF': 'ZERO WIDTH NO-BREAK SPACE (byte order mark)',
};

/** `U+200B` for a character. */
export function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A character described for a message: visible ones quoted, others by code point and name. */
export function describeChar(ch: string): string {
  const name = INVISIBLE[ch];
  if (name) return `${codePoint(ch)} ${name}`;
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) && !/[\p{Bidi_Control}]/u.test(ch)) return `"${ch}" (${codePoint(ch)})`;
  return codePoint(ch);
}

export type InputCheck =
  | {
      ok: true;
      /** `0x` + lower-case hex. */
      hex: `0x${string}`;
      /** Descriptions of invisible characters removed, e.g. "2 × U+200B ZERO WIDTH SPACE". */
      removed: string[];
    }
  | { ok: false; reason: 'empty' | 'no-data' | 'not-hex' | 'odd-length' | 'too-short'; message: string; removed: string[] };

export function checkInput(input: string): InputCheck {
  const counts = new Map<string, number>();
  let text = '';
  for (const ch of input) {
    if (INVISIBLE[ch] !== undefined) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    else if (!/\s/u.test(ch)) text += ch;
  }
  const removed = [...counts].map(([ch, n]) => `${n} × ${describeChar(ch)}`);
  if (!text) return { ok: false, reason: 'empty', message: 'Paste revert data or calldata: 0x followed by hexadecimal digits, at least 8 of them (the 4-byte selector).', removed };
  const body = text.replace(/^0[xX]/, '');
  if (body.length === 0) {
    return {
      ok: false,
      reason: 'no-data',
      message:
        'This is empty revert data: the call failed without saying why. Common causes are running out of gas, a require without a message, a call to an address without code, or data that could not be ABI-decoded, such as a multicall inner call with too few argument bytes.',
      removed,
    };
  }
  const bad = [...body].findIndex((ch) => !/[0-9a-fA-F]/.test(ch));
  if (bad >= 0) {
    const ch = [...body][bad] as string;
    const offset = text.length - body.length;
    return {
      ok: false,
      reason: 'not-hex',
      message: `That is not hexadecimal: character ${bad + offset + 1} is ${describeChar(ch)}. Revert data and calldata are 0x followed by the digits 0–9 and letters a–f.`,
      removed,
    };
  }
  if (body.length % 2 === 1) {
    return {
      ok: false,
      reason: 'odd-length',
      message: `The data has an odd number of hex digits (${body.length}). Each byte is two digits, so a digit is missing or extra: check the start and the end of what you copied.`,
      removed,
    };
  }
  if (body.length < 8) {
    return {
      ok: false,
      reason: 'too-short',
      message: `Too short: a selector is 4 bytes (8 hex digits), and this has ${body.length / 2} byte${body.length === 2 ? '' : 's'}.`,
      removed,
    };
  }
  return { ok: true, hex: `0x${body.toLowerCase()}`, removed };
}

/**
 * The input as it can be shown back: invisible characters as ⟨U+200B⟩ markers, and long input
 * shortened in the middle. Show it inside <bdi> so its characters cannot reorder the page text.
 */
export function echoInput(input: string, max = 140): string {
  const chars = [...input.trim()].map((ch) => (INVISIBLE[ch] !== undefined || /[\p{Cc}\p{Cf}]/u.test(ch) ? `⟨${codePoint(ch)}⟩` : ch));
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 30).join('');
  const tail = chars.slice(-20).join('');
  return `${head}…${tail} (${chars.length} characters)`;
}
