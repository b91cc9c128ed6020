// A small static file server for the built site, used by `npm start`, the
// end-to-end tests and the benchmark. Resolves clean URLs the way the static
// host does (/docs/intro → docs/intro.html or docs/intro/index.html) and
// answers unknown paths with 404.html and status 404. Text responses are
// gzip-compressed when the client accepts it, as on any production host.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
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

async function resolve(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** Starts the server; resolves to { url, close }. Port 0 picks a free port. */
export function startServer({ dir, host = '127.0.0.1', port = 0 }) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = await resolve(root, url.pathname);
      let status = 200;
      if (!file) {
        file = path.join(root, '404.html');
        status = 404;
      }
      const raw = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const compress = /text|javascript|json|svg|xml|csv/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = compress ? gzipSync(raw) : raw;
      res.writeHead(status, {
        'content-type': type,
        'content-length': body.length,
        ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        // Hashed assets never change; pages are revalidated (as on the production host).
        'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
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
