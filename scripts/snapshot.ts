// `npm run snapshot -- --network mainnet|arbitrum|optimism --rpc-url URL [--block N] [--out DIR]`:
// a thin entry point over src/cli/snapshot/cli.ts.
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
