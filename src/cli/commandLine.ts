/**
 * What the command lines (`npm run snapshot`, `diff`, `md`) share on top of `node:util`'s parseArgs, which they read
 * their arguments with, non-strict and with tokens, so each says what is wrong in its own words (a UsageError).
 */

/** What parseArgs's tokens (`tokens: true`) say, as far as this reads them. */
type Token = { kind: 'option'; index: number; name: string; rawName: string } | { kind: 'positional' | 'option-terminator'; index: number };

/** The arguments, as typed (`--yaml`, `--yaml=1`, `-x`), that name an option not in `options`. */
export function unknownOptions(argv: readonly string[], tokens: readonly Token[], options: object): string[] {
  return tokens.flatMap((t) => (t.kind === 'option' && !Object.hasOwn(options, t.name) ? [argv[t.index] ?? t.rawName] : []));
}
