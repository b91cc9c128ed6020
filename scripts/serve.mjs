// `npm run serve` / the second half of `npm start`: serves build/ on
// http://localhost:3000 (PORT and HOST override) until interrupted.
import { existsSync } from 'node:fs';
import { startServer } from './static-server.mjs';

if (!existsSync('build/index.html')) {
  console.error('No build found: run `npm run build` first (or `npm start`, which builds and serves).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
const { url } = await startServer({ dir: 'build', host, port });
console.log(`Gearbox for developers is served at ${url.replace('127.0.0.1', 'localhost')}/ (Ctrl+C to stop)`);
