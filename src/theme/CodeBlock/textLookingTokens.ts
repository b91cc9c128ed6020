/**
 * Prism token types a code line draws as bare text, like its `plain` tokens: src/browser/css/code.css gives them the
 * block's own colour in both colour modes and no other style (punctuation and operators, about two tokens in three
 * on a code-heavy page), so a span around them changes nothing on screen. src/theme/CodeBlock/codeColours.test.ts checks
 * that the stylesheets still draw them exactly as plain text.
 */
export const TEXT_LOOKING_TYPES: readonly string[] = ['punctuation', 'operator'];

/** The class a token of each of those types would have (prism-react-renderer: `token <types…>`). */
export const TEXT_LOOKING_TOKENS: readonly string[] = TEXT_LOOKING_TYPES.map((t) => `token ${t}`);

interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

const textLooking = (t: Token) => !t.empty && t.types.length === 1 && (t.types[0] === 'plain' || TEXT_LOOKING_TYPES.includes(t.types[0] ?? ''));

/**
 * A line's tokens with each run of plain and text-looking tokens made one plain token of their joined text. The line
 * draws a plain token as bare text (src/theme/CodeBlock/Line/Token), and one text node per run, not one per token:
 * React's server HTML separates two text nodes in a row with `<!-- -->`, which would cost most of what leaving out
 * the spans saves (about 1.1 KB gzip on a code-heavy page, 0.6 KB without the joining).
 */
export function joinTextTokens<T extends Token>(line: readonly T[]): T[] {
  const out: T[] = [];
  let run: T[] = [];
  const flush = () => {
    const first = run[0];
    if (first) out.push(run.length === 1 && first.types[0] === 'plain' ? first : ({ ...first, types: ['plain'], content: run.map((t) => t.content).join('') } as T));
    run = [];
  };
  for (const t of line) {
    if (textLooking(t)) run.push(t);
    else {
      flush();
      out.push(t);
    }
  }
  flush();
  return out;
}
