/**
 * The browser's `path-to-regexp` (version 1, which react-router 5 matches routes with): the same regular expression
 * for the route paths this site has, which are literal paths and the 404 route's `*`, in a tenth of the package's
 * bytes (src/lean/bundlerChanges.ts, `BROWSER_STAND_INS`, aliases it in for the browser; the server keeps the package).
 *
 * A path with a named parameter, a group or a modifier (`:id`, `(…)`, `?`, `+`, unescaped) is not one this site has. It throws,
 * naming the path, rather than match differently from the server; src/lean/standIns/routeMatcher.test.ts checks every
 * route of the build against the package.
 */

export interface Key {
  name: number;
  prefix: string;
  delimiter: string;
  optional: boolean;
  repeat: boolean;
  partial: boolean;
  asterisk: boolean;
  pattern: string;
}

export interface Options {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

const escape = (text: string): string => text.replace(/[.+*?=^!:${}()[\]|/\\]/g, '\\$&');

function unsupported(path: string): Error {
  return new Error(`route path ${JSON.stringify(path)}: only literal paths and "*" are matched in the browser (src/lean/standIns/routeMatcher.ts)`);
}

/**
 * The path as the package reads it: literal text (a character after a backslash is literal too: react-router's
 * NavLink escapes the paths it matches), and a capture for each `*` (after its `/` or `.`, if any).
 */
function tokens(path: string): (string | Key)[] {
  const out: (string | Key)[] = [];
  let name = 0;
  let text = '';
  for (let i = 0; i < path.length; i += 1) {
    const char = path.charAt(i);
    if (char === '\\') {
      i += 1;
      text += path.charAt(i);
      continue;
    }
    if (/[:()?+]/.test(char)) throw unsupported(path);
    if (char !== '*') {
      text += char;
      continue;
    }
    const before = text.slice(-1);
    const prefix = before === '/' || before === '.' ? before : '';
    if (prefix) text = text.slice(0, -1);
    if (text) out.push(text);
    text = '';
    out.push({ name, prefix, delimiter: prefix || '/', optional: false, repeat: false, partial: false, asterisk: true, pattern: '.*' });
    name += 1;
  }
  if (text) out.push(text);
  return out;
}

export default function pathToRegexp(path: string, keys: Key[] = [], options: Options = {}): RegExp {
  let route = '';
  for (const token of tokens(path)) {
    if (typeof token === 'string') route += escape(token);
    else {
      keys.push(token);
      route += `${escape(token.prefix)}((?:${token.pattern}))`;
    }
  }
  const delimiter = escape('/');
  const endsWithDelimiter = route.endsWith(delimiter);
  if (!options.strict) route = `${endsWithDelimiter ? route.slice(0, -delimiter.length) : route}(?:${delimiter}(?=$))?`;
  if (options.end !== false) route += '$';
  else route += options.strict && endsWithDelimiter ? '' : `(?=${delimiter}|$)`;
  return new RegExp(`^${route}`, options.sensitive ? '' : 'i');
}

/** The path back from its parameters (react-router's `generatePath`, for `Redirect`): a literal path is itself. */
pathToRegexp.compile = (path: string): (() => string) => {
  if (tokens(path).some((t) => typeof t !== 'string')) throw unsupported(path);
  return () => path;
};
