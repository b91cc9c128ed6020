// A small static file server for the built site, used by `npm start`, the
// end-to-end tests and the benchmark. Resolves clean URLs the way the static
// host does (/docs/intro → docs/intro.html or docs/intro/index.html) and
// answers unknown paths with 404.html and status 404. Text responses are
// gzip-compressed when the client accepts it, as on any production host. The
// caching and content-type policy is the build's own `_headers` file, applied as
// Netlify and Cloudflare Pages apply it (src/build/hosting/hostRules.mjs); the
// table below is only what a host infers from a file's extension.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { HOST_CONTROL_FILES, headersFor, parseHeaders } from '../src/build/hosting/hostRules.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // The address book as code (/addresses/{network}.ts and .sol): text, shown by a browser, never "video/mp2t".
  '.ts': 'text/plain; charset=utf-8',
  '.sol': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A path that cannot be decoded (a cut-short `%` escape such as `/%E0%A4%A`): the request is bad, not the server. */
class BadPath extends Error {}

function decodePath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    throw new BadPath();
  }
}

async function resolve(root, urlPath) {
  const decoded = decodePath(urlPath);
  if (decoded.includes('\0')) throw new BadPath();
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  // Never a file outside the build folder (nor a sibling folder whose name starts the same).
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  // The host's control files are read by the host, never served.
  if (path.dirname(base) === root && HOST_CONTROL_FILES.test(path.basename(base))) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Each file's gzip, kept while its bytes stay the same (a page loaded again is not compressed again). */
const compressed = new Map();
function gzipped(file, raw) {
  const kept = compressed.get(file);
  if (kept && kept.raw.equals(raw)) return kept.body;
  const body = gzipSync(raw);
  compressed.set(file, { raw, body });
  return body;
}

/** Starts the server; resolves to { url, close }. Port 0 picks a free port. */
export function startServer({ dir, host = '127.0.0.1', port = 0 }) {
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  // A folder without the build's `_headers` (a test's own files): every response is revalidated.
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file;
      let status = 200;
      try {
        file = await resolve(root, url.pathname);
      } catch (error) {
        if (!(error instanceof BadPath)) throw error;
        file = null;
        status = 400;
      }
      if (!file) {
        // The site's "page not found" page, with 404 (or 400 for a path that cannot be decoded).
        file = path.join(root, '404.html');
        if (status === 200) status = 404;
      }
      const raw = await readFile(file);
      // What the rules say of the path asked for (a 404 answer is the 404 page's own, revalidated).
      const told = status === 200 ? headersFor(rules, url.pathname) : new Map();
      const type = told.get('content-type') ?? TYPES[path.extname(file)] ?? 'application/octet-stream';
      const compress = /text|javascript|json|svg|xml|csv/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = compress ? gzipped(file, raw) : raw;
      res.writeHead(status, {
        'content-type': type,
        'content-length': body.length,
        ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        'cache-control': told.get('cache-control') ?? 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      // Never the exception's text: it names files of the machine.
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      ok({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
