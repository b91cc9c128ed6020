// `npm run snapshot -- --network NETWORK --rpc-url URL [--block N] [--out DIR]` (src/cli/snapshot/cli.ts, USAGE):
// a thin entry point over it.
import path from 'node:path';
import { runSnapshotCli } from '../src/cli/snapshot/cli';

runSnapshotCli(process.argv.slice(2), {
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  root: path.resolve(__dirname, '..'),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`snapshot: unexpected error: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
