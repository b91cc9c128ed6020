// How a static host reads the build's `_headers` file (Netlify, Cloudflare Pages): rule blocks of a path line and
// indented `Name: value` lines; `*` in a path stands for any characters; every rule that matches a URL applies, and
// repeated headers are joined with commas. Plain JavaScript so that the local server (scripts/static-server.mjs,
// run by Node as it is) applies the same file the build writes (./headers.ts) as the production host does.

/**
 * @typedef {{ path: string; headers: [name: string, value: string][] }} HostRule
 */

/** The files a host reads for itself and never serves. */
export const HOST_CONTROL_FILES = /^_(headers|redirects)$/;

/**
 * The rules of a `_headers` text, header names in lower case.
 * @param {string} text
 * @returns {HostRule[]}
 */
export function parseHeaders(text) {
  /** @type {HostRule[]} */
  const rules = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const m = /^\s+([^:\s][^:]*):\s*(.+)$/.exec(line);
    const rule = rules.at(-1);
    if (!m || !rule) throw new SyntaxError(`_headers line ${index + 1}: expected "  Name: value" under a path line; found ${JSON.stringify(line)}`);
    rule.headers.push([m[1].trim().toLowerCase(), m[2].trim()]);
  });
  return rules;
}

/**
 * Does a rule's path match a URL path? `*` stands for any characters; everything else is literal.
 * @param {string} pattern
 * @param {string} urlPath
 */
export function pathMatches(pattern, urlPath) {
  const source = pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/**
 * The headers a host sends for a URL path: every matching rule's, repeated names joined with ", ".
 * @param {readonly HostRule[]} rules
 * @param {string} urlPath
 * @returns {Map<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const [name, value] of rule.headers) out.set(name, out.has(name) ? `${out.get(name)}, ${value}` : value);
  }
  return out;
}
