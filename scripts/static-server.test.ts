/**
 * The local static server (`npm start`, the browser tests, the bench): clean URLs, the 404 page, a path that cannot
 * be decoded answered as a bad request (never 500 with the exception's text), no file outside the build folder, and
 * the content types a static host is told to send.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer } from './static-server.mjs';
import { headersFile } from '../src/build/hosting/headers';

let dir: string;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  const site = path.join(dir, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(site, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(path.join(site, 'docs', 'intro.html'), '<h1>intro</h1>');
  writeFileSync(path.join(site, 'docs', 'intro.md'), '# intro');
  writeFileSync(path.join(site, 'book.csv'), 'a,b\n');
  mkdirSync(path.join(site, 'assets', 'js'), { recursive: true });
  writeFileSync(path.join(site, 'assets', 'js', 'main.1a2b3c4d.js'), 'x');
  // The build's hosting rules for these files, as the build writes them.
  writeFileSync(path.join(site, '_headers'), headersFile(['index.html', '404.html', 'docs/intro.html', 'docs/intro.md', 'book.csv', 'assets/js/main.1a2b3c4d.js']));
  // Files beside the site folder that no request may reach.
  writeFileSync(path.join(dir, 'secret.txt'), 'secret');
  mkdirSync(path.join(dir, 'site-secret'));
  writeFileSync(path.join(dir, 'site-secret', 'key.txt'), 'secret');
  server = await startServer({ dir: site });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET: the path goes out exactly as written (fetch would normalise `..` and escapes). */
function get(rawPath: string): Promise<{ status: number; type: string; cache: string; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((ok, fail) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), cache: String(res.headers['cache-control']), body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('static server', () => {
  test('clean URLs and the 404 page', async () => {
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
    expect(await get('/docs/intro')).toMatchObject({ status: 200, body: '<h1>intro</h1>' });
    expect(await get('/docs/nothing')).toMatchObject({ status: 404, body: '<h1>Page not found</h1>' });
  });

  test('a path that cannot be decoded is a bad request answered with the 404 page, never 500 with exception text', async () => {
    for (const bad of ['/%E0%A4%A', '/%zz', '/docs/%', '/%E0%A4']) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toBe('<h1>Page not found</h1>');
      expect(res.body, bad).not.toMatch(/URIError|malformed|Error/);
    }
    // A NUL byte in the path is refused the same way.
    expect((await get('/index.html%00.png')).status).toBe(400);
  });

  test('no file outside the build folder, however the path is written', async () => {
    for (const attempt of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/docs/../../secret.txt', '/%2e%2e%2f%2e%2e%2fsecret.txt', '/../site-secret/key.txt', '/..%5csecret.txt']) {
      const res = await get(attempt);
      expect(res.status, attempt).toBe(404);
      expect(res.body, attempt).not.toContain('secret');
    }
  });

  test("caching as the build's _headers says, which is itself never served", async () => {
    expect((await get('/assets/js/main.1a2b3c4d.js')).cache).toBe('public, max-age=31536000, immutable');
    for (const p of ['/', '/docs/intro', '/docs/intro.md', '/book.csv']) expect((await get(p)).cache, p).toBe('no-cache');
    // A file the rules do not name (here: not in the list the rules were made from) is revalidated too.
    expect((await get('/docs/nothing')).cache).toBe('no-cache');
    expect(await get('/_headers')).toMatchObject({ status: 404, body: '<h1>Page not found</h1>' });
  });

  test('content types: Markdown and CSV as text, as the hosting headers say', async () => {
    expect((await get('/docs/intro.md')).type).toBe('text/markdown; charset=utf-8');
    expect((await get('/book.csv')).type).toBe('text/csv; charset=utf-8');
    expect((await get('/')).type).toBe('text/html; charset=utf-8');
  });
});
