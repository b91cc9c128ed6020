/**
 * A small reader of Solidity source, enough for the errors reference: it finds, in one file, the imports, the
 * contracts (with their bases), every `error` declaration, and every place that raises an error — `revert X(…)`,
 * `require(cond, X(…))`, `revert("message")` and `require(cond, "message")` — each with its line and the contract
 * and function around it. It is a tokenizer and a scope tracker, not a compiler: comments and string contents
 * never match, and braces are counted to know which function a line is in. Pure: text in, facts out.
 */

export class SolidityParseError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number,
  ) {
    super(`${file}:${line}: ${message}`);
    this.name = 'SolidityParseError';
  }
}

export type TokenKind = 'ident' | 'string' | 'number' | 'punct';

export interface Token {
  kind: TokenKind;
  /** The token's text; for a string literal, its value (escapes resolved for `\"`, `\'` and `\\`). */
  value: string;
  line: number;
}

const PUNCT_2 = new Set(['=>', '==', '!=', '<=', '>=', '&&', '||', '++', '--', '+=', '-=', '*=', '/=', '|=', '&=', '^=', '<<', '>>', '**', '%=', '->', ':=']);

/** Tokens of a Solidity file, comments dropped, line numbers kept (1-based). */
export function tokenize(text: string, file = 'source'): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const c = text[i] as string;
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
      i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new SolidityParseError('unterminated comment', file, line);
      for (let k = i; k < end; k++) if (text[k] === '\n') line++;
      i = end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      const start = line;
      let value = '';
      i++;
      while (i < n && text[i] !== c) {
        if (text[i] === '\n') throw new SolidityParseError('line break in a string literal', file, line);
        if (text[i] === '\\') {
          value += text[i + 1] ?? '';
          i += 2;
          continue;
        }
        value += text[i];
        i++;
      }
      if (i >= n) throw new SolidityParseError('unterminated string literal', file, start);
      i++;
      // `unicode"…"` and `hex"…"` prefixes: the identifier before it stays a token of its own; harmless here.
      out.push({ kind: 'string', value, line: start });
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_$]/.test(text[j] as string)) j++;
      out.push({ kind: 'ident', value: text.slice(i, j), line });
      i = j;
      continue;
    }
    if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(text[j] as string)) j++;
      out.push({ kind: 'number', value: text.slice(i, j), line });
      i = j;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (PUNCT_2.has(two)) {
      out.push({ kind: 'punct', value: two, line });
      i += 2;
      continue;
    }
    out.push({ kind: 'punct', value: c, line });
    i++;
  }
  return out;
}

export interface ImportDirective {
  /** The path as written. */
  path: string;
  /** Named imports, `{A, B as C}`: local name → name in the imported file; undefined for a whole-file import. */
  symbols?: Record<string, string>;
  /** `import "x" as X` or `import * as X from "x"`: the unit's alias (its members are reached as `X.name`). */
  unitAlias?: string;
  line: number;
}

export interface ErrorDeclaration {
  name: string;
  /** Parameters as written, whitespace normalised: `address token, uint256 amount`. */
  params: string;
  line: number;
  /** The contract, interface or library that declares it; undefined at file level. */
  contract?: string;
}

export type FunctionKind = 'function' | 'modifier' | 'constructor' | 'fallback' | 'receive';

export interface RaiseSite {
  /** `revert X(…)` / `require(c, X(…))`: a custom error; `revert("…")` / `require(c, "…")`: a message. */
  kind: 'revert' | 'require';
  /** The error's name as written, with its qualifier if any (`IFoo.BarException`); for a message, undefined. */
  error?: string;
  /** For `Error(string)` raises with a literal message: the message. */
  reason?: string;
  /** Arguments given to the error (count), to tell overloads apart. */
  args: number;
  line: number;
  contract?: string;
  function?: string;
  functionKind?: FunctionKind;
}

export interface ContractDefinition {
  name: string;
  kind: 'contract' | 'abstract contract' | 'interface' | 'library';
  /** Base contracts as written (`IFoo`, `Lib.Base`), without constructor arguments. */
  bases: string[];
  line: number;
}

export interface SolidityFile {
  imports: ImportDirective[];
  contracts: ContractDefinition[];
  errors: ErrorDeclaration[];
  raises: RaiseSite[];
  /** `revert(…)` with something other than one string literal (empty, or a computed message): line and scope. */
  otherReverts: Omit<RaiseSite, 'error' | 'reason' | 'args'>[];
}

interface Scope {
  kind: 'contract' | 'function' | 'block';
  name?: string;
  functionKind?: FunctionKind;
}

/** Index of the token that closes the bracket at `open` (`(`, `[` or `{`). */
function closing(tokens: readonly Token[], open: number, file: string): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let k = open; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    if (t.kind !== 'punct') continue;
    if (pairs[t.value]) stack.push(pairs[t.value] as string);
    else if (t.value === ')' || t.value === ']' || t.value === '}') {
      if (stack.pop() !== t.value) throw new SolidityParseError(`unbalanced "${t.value}"`, file, t.line);
      if (stack.length === 0) return k;
    }
  }
  throw new SolidityParseError('unclosed bracket', file, (tokens[open] as Token).line);
}

/** Top-level comma-separated arguments of the parenthesis at `open`: [start, end) token ranges. */
function argumentRanges(tokens: readonly Token[], open: number, file: string): [number, number][] {
  const close = closing(tokens, open, file);
  const out: [number, number][] = [];
  let depth = 0;
  let start = open + 1;
  for (let k = open + 1; k < close; k++) {
    const v = (tokens[k] as Token).value;
    if ((tokens[k] as Token).kind !== 'punct') continue;
    if (v === '(' || v === '[' || v === '{') depth++;
    else if (v === ')' || v === ']' || v === '}') depth--;
    else if (v === ',' && depth === 0) {
      out.push([start, k]);
      start = k + 1;
    }
  }
  if (start < close) out.push([start, close]);
  return out;
}

/** Tokens joined back into readable text: `address token`, `uint256[] memory x`. */
function joinTokens(tokens: readonly Token[]): string {
  let s = '';
  for (const t of tokens) {
    const v = t.kind === 'string' ? JSON.stringify(t.value) : t.value;
    if (s === '' || /^[\])[,.]$/.test(v) || /[[(.]$/.test(s)) s += v;
    else s += ` ${v}`;
  }
  return s.replace(/ ,/g, ',');
}

/** A qualified name starting at `k` (`A`, `A.B`): the name and the index after it. */
function qualifiedName(tokens: readonly Token[], k: number): [string, number] | undefined {
  const first = tokens[k];
  if (first?.kind !== 'ident') return undefined;
  let name = first.value;
  let j = k + 1;
  while (tokens[j]?.value === '.' && tokens[j + 1]?.kind === 'ident') {
    name += `.${(tokens[j + 1] as Token).value}`;
    j += 2;
  }
  return [name, j];
}

const CONTRACT_WORDS = new Set(['contract', 'interface', 'library']);

/** The facts of one Solidity file (see the module's comment). */
export function parseSolidity(text: string, file = 'source'): SolidityFile {
  const tokens = tokenize(text, file);
  const result: SolidityFile = { imports: [], contracts: [], errors: [], raises: [], otherReverts: [] };
  const scopes: Scope[] = [];
  /** A scope opened by the next `{` (a contract or function header was just read). */
  let pending: Scope | undefined;

  const where = () => {
    const contract = [...scopes].reverse().find((s) => s.kind === 'contract');
    const fn = [...scopes].reverse().find((s) => s.kind === 'function');
    return {
      ...(contract?.name ? { contract: contract.name } : {}),
      ...(fn?.name ? { function: fn.name } : {}),
      ...(fn?.functionKind ? { functionKind: fn.functionKind } : {}),
    };
  };
  const inFunction = () => scopes.some((s) => s.kind === 'function');
  const top = () => scopes[scopes.length - 1];

  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const next = tokens[k + 1];

    if (t.kind === 'punct') {
      if (t.value === '{') {
        scopes.push(pending ?? { kind: 'block' });
        pending = undefined;
      } else if (t.value === '}') {
        if (!scopes.pop()) throw new SolidityParseError('"}" without "{"', file, t.line);
      } else if (t.value === ';' && pending?.kind === 'function') {
        // A function without a body (an interface's, or an abstract one).
        pending = undefined;
      }
      continue;
    }
    if (t.kind !== 'ident') continue;

    // import …;
    if (t.value === 'import' && scopes.length === 0) {
      let end = k;
      while (end < tokens.length && tokens[end]?.value !== ';') end++;
      const body = tokens.slice(k + 1, end);
      const pathToken = body.find((b) => b.kind === 'string');
      if (!pathToken) throw new SolidityParseError('import without a path', file, t.line);
      const directive: ImportDirective = { path: pathToken.value, line: t.line };
      if (body[0]?.value === '{') {
        const symbols: Record<string, string> = {};
        const close = body.findIndex((b) => b.value === '}');
        const inner = body.slice(1, close);
        for (let j = 0; j < inner.length; j++) {
          const name = inner[j] as Token;
          if (name.kind !== 'ident') continue;
          if (inner[j + 1]?.value === 'as') {
            symbols[(inner[j + 2] as Token).value] = name.value;
            j += 2;
          } else symbols[name.value] = name.value;
        }
        directive.symbols = symbols;
      } else if (body[0]?.value === '*') directive.unitAlias = (body[2] as Token).value;
      else {
        const as = body.findIndex((b) => b.value === 'as');
        if (as >= 0) directive.unitAlias = (body[as + 1] as Token).value;
      }
      result.imports.push(directive);
      k = end;
      continue;
    }

    // [abstract] contract | interface | library Name [is A, B(args)] {
    if (CONTRACT_WORDS.has(t.value) && next?.kind === 'ident' && !inFunction()) {
      const abstract = tokens[k - 1]?.value === 'abstract';
      const name = next.value;
      let j = k + 2;
      const bases: string[] = [];
      if (tokens[j]?.value === 'is') {
        j++;
        while (j < tokens.length && tokens[j]?.value !== '{') {
          const q = qualifiedName(tokens, j);
          if (!q) throw new SolidityParseError(`cannot read the bases of ${name}`, file, t.line);
          bases.push(q[0]);
          j = q[1];
          if (tokens[j]?.value === '(') j = closing(tokens, j, file) + 1;
          if (tokens[j]?.value === ',') j++;
        }
      }
      if (tokens[j]?.value !== '{') throw new SolidityParseError(`no body for ${name}`, file, t.line);
      result.contracts.push({ name, kind: abstract ? 'abstract contract' : (t.value as ContractDefinition['kind']), bases, line: abstract ? (tokens[k - 1] as Token).line : t.line });
      pending = { kind: 'contract', name };
      k = j - 1;
      continue;
    }

    // function name( … ) … { | modifier name … { | constructor( … { | fallback( | receive(
    const contractLevel = top()?.kind === 'contract';
    if (t.value === 'function' && next?.kind === 'ident' && tokens[k + 2]?.value === '(') {
      pending = { kind: 'function', name: next.value, functionKind: 'function' };
      k = closing(tokens, k + 2, file);
      continue;
    }
    if (t.value === 'modifier' && next?.kind === 'ident' && contractLevel) {
      pending = { kind: 'function', name: next.value, functionKind: 'modifier' };
      continue;
    }
    if ((t.value === 'constructor' || t.value === 'fallback' || t.value === 'receive') && next?.value === '(' && contractLevel) {
      pending = { kind: 'function', name: t.value, functionKind: t.value };
      k = closing(tokens, k + 1, file);
      continue;
    }

    // error Name(params);
    if (t.value === 'error' && next?.kind === 'ident' && tokens[k + 2]?.value === '(' && !inFunction() && (scopes.length === 0 || contractLevel)) {
      const close = closing(tokens, k + 2, file);
      if (tokens[close + 1]?.value !== ';') throw new SolidityParseError(`error ${next.value}: no ";" after its parameters`, file, t.line);
      const params = argumentRanges(tokens, k + 2, file).map(([a, b]) => joinTokens(tokens.slice(a, b)));
      const contract = contractLevel ? top()?.name : undefined;
      result.errors.push({ name: next.value, params: params.join(', '), line: t.line, ...(contract ? { contract } : {}) });
      k = close + 1;
      continue;
    }

    // revert X(…) | revert(…)
    if (t.value === 'revert' && inFunction()) {
      const q = qualifiedName(tokens, k + 1);
      if (q && tokens[q[1]]?.value === '(') {
        result.raises.push({ kind: 'revert', error: q[0], args: argumentRanges(tokens, q[1], file).length, line: t.line, ...where() });
        continue;
      }
      if (next?.value === '(') {
        const args = argumentRanges(tokens, k + 1, file);
        const [first] = args;
        const only = args.length === 1 && first && first[1] - first[0] === 1 ? tokens[first[0]] : undefined;
        if (only?.kind === 'string') result.raises.push({ kind: 'revert', reason: only.value, args: 1, line: t.line, ...where() });
        else result.otherReverts.push({ kind: 'revert', line: t.line, ...where() });
        continue;
      }
    }

    // require(cond, X(…)) | require(cond, "…")
    if (t.value === 'require' && next?.value === '(' && inFunction()) {
      const args = argumentRanges(tokens, k + 1, file);
      const second = args[1];
      if (second) {
        const q = qualifiedName(tokens, second[0]);
        const only = second[1] - second[0] === 1 ? tokens[second[0]] : undefined;
        if (only?.kind === 'string') result.raises.push({ kind: 'require', reason: only.value, args: 1, line: t.line, ...where() });
        else if (q && tokens[q[1]]?.value === '(' && closing(tokens, q[1], file) === second[1] - 1) {
          result.raises.push({ kind: 'require', error: q[0], args: argumentRanges(tokens, q[1], file).length, line: t.line, ...where() });
        } else result.otherReverts.push({ kind: 'require', line: t.line, ...where() });
      } else result.otherReverts.push({ kind: 'require', line: t.line, ...where() });
    }
  }
  if (scopes.length > 0) throw new SolidityParseError('a "{" is never closed', file, tokens[tokens.length - 1]?.line ?? 1);
  return result;
}
