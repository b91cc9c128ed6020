/**
 * "Check it yourself", for real: every proof the page offers, for every row of every network, against a local
 * chain that holds the snapshot's state at the snapshot's own block (anvil, seeded through the generator's ABIs by
 * tests/helpers/chainSeed.ts).
 *
 * - Every row: its read, made as its viem snippet makes it (the snippet's address, ABI line, function, arguments
 *   and block), in this process, must return the row's address.
 * - The texts as shown, for a sample of rows that holds every distinct command (one row of each shape: function,
 *   arguments, contract read, at least SAMPLE rows per network): the Foundry command run by bash with cast from
 *   @foundry-rs/cast-linux-amd64, all of a network's in one bash process; the viem snippet run by Node. Each must
 *   return its row's address (tests/helpers/proofRun.ts runs them).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, http, parseAbi, type Abi } from 'viem';
import * as chains from '../data/chains';
import { NETWORK_IDS, type NetworkId } from '../data/networks';
import { castCommand, humanReadable, RPC_URL_VARIABLE, viemSnippet, type ProofRead } from './proof';
import { exportNetwork, type AddressBookFile } from '../../pageData/addressExport';
import { exportProofs } from '../../pageData/addressProofs';
import { startSnapshotChain, type SnapshotChain } from '../../../tests/helpers/chain';
import { siteData } from '../../../tests/helpers/data';
import { bashBatch, CAST_PATH as PATH, castReturned, returned, runSnippets, sampleRows, shapeOf } from '../../../tests/helpers/proofRun';

/** Rows per network whose texts are run as shown, at least (more when the network has more shapes). */
const SAMPLE = 12;

const tally: Record<string, { rows: number; viemReads: number; viemReadsRight: number; shapes: number; cast: number; castRight: number; snippets: number; snippetsRight: number }> = {};

afterAll(() => {
  // The numbers the report quotes.
  console.log(`proof commands against anvil: ${JSON.stringify(tally)}`);
});

describe.each(NETWORK_IDS.map((n) => [n] as const))('proofs on %s', (network: NetworkId) => {
  let chain: SnapshotChain;
  let file: AddressBookFile;
  let proofs: ProofRead[];
  let commands: string[];
  let sample: number[];

  beforeAll(async () => {
    file = exportNetwork(siteData(), network);
    proofs = exportProofs(file).filter((p): p is ProofRead => p !== undefined);
    commands = proofs.map((p) => castCommand(p, { block: file.block, network }));
    sample = sampleRows(commands, SAMPLE);
    chain = await startSnapshotChain(network, { atSnapshotBlock: true });
    tally[network] = { rows: file.rows.length, viemReads: 0, viemReadsRight: 0, shapes: new Set(commands.map(shapeOf)).size, cast: 0, castRight: 0, snippets: 0, snippetsRight: 0 };
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });

  test('every row has a proof', () => {
    const all = exportProofs(file);
    const missing = file.rows.filter((_, i) => all[i] === undefined).map((r) => `${r.table} / ${r.label}`);
    expect(missing).toEqual([]);
    // Each read proves its own row.
    all.forEach((p, i) => expect(p?.expected).toBe(file.rows[i]!.address));
    expect(proofs).toHaveLength(file.rows.length);
  });

  test("every row's read, made as its viem snippet makes it, returns the row's address at the snapshot block", async () => {
    // The snippet's client and call (viemSnippet): its chain, its ABI line, function, arguments and block. Batched
    // into one HTTP request: the same eth_calls.
    const client = createPublicClient({ chain: chains[network], transport: http(chain.rpcUrl, { batch: { batchSize: 1000 } }) });
    const results = await Promise.all(
      proofs.map(async (p, i) => {
        try {
          const abi: Abi = parseAbi([humanReadable(p.abiItem)]);
          const result: unknown = await client.readContract({ address: p.contract, abi, functionName: p.functionName, args: p.args, blockNumber: BigInt(file.block) });
          const found = (Array.isArray(result) ? result : [result]).filter((a): a is string => typeof a === 'string');
          return { i, ok: returned(found, p) && (p.match === 'contains' || !Array.isArray(result)), out: String(result) };
        } catch (error) {
          return { i, ok: false, out: (error as Error).message.split('\n')[0] ?? String(error) };
        }
      }),
    );
    tally[network]!.viemReads = results.length;
    tally[network]!.viemReadsRight = results.filter((r) => r.ok).length;
    expect(results.filter((r) => !r.ok).map((r) => `${file.rows[r.i]!.label}: ${commands[r.i]} → ${r.out}`)).toEqual([]);
    expect(results).toHaveLength(file.rows.length);
  }, 120_000);

  test('the cast command of every shape returns its row\'s address at the snapshot block (real cast, one bash process)', async () => {
    const shapes = new Set(commands.map(shapeOf));
    expect(new Set(sample.map((i) => shapeOf(commands[i]!)))).toEqual(shapes);
    expect(sample.length).toBeGreaterThanOrEqual(Math.min(SAMPLE, commands.length));
    const ran = await bashBatch(
      sample.map((i) => commands[i]!),
      { ...process.env, PATH, [RPC_URL_VARIABLE[network]]: chain.rpcUrl },
    );
    const results = ran.map((r, k) => ({ i: sample[k]!, ok: r.code === 0 && castReturned(r.out, proofs[sample[k]!]!), out: r.code === 0 ? r.out : `exit ${r.code}: ${r.err}` }));
    tally[network]!.cast = results.length;
    tally[network]!.castRight = results.filter((r) => r.ok).length;
    expect(results.filter((r) => !r.ok).map((r) => `${file.rows[r.i]!.label}: ${commands[r.i]} → ${r.out}`)).toEqual([]);
  }, 300_000);

  test('the viem snippets of the same rows, run as shown, print true at the snapshot block', async () => {
    const printed = await runSnippets(
      sample.map((i) => viemSnippet(proofs[i]!, { block: file.block, network })),
      { ...process.env, [RPC_URL_VARIABLE[network]]: chain.rpcUrl },
    );
    tally[network]!.snippets = printed.length;
    tally[network]!.snippetsRight = printed.filter((p) => p === 'true').length;
    expect(printed.map((p, k) => (p === 'true' ? null : `${file.rows[sample[k]!]!.label}: ${p}`)).filter(Boolean)).toEqual([]);
    expect(printed).toHaveLength(sample.length);
  }, 300_000);

  test('a wrong block shows nothing: before the seeding the same command fails', async () => {
    const p = proofs.find((x) => x.functionName === 'addresses')!;
    const [early] = await bashBatch([castCommand(p, { block: chain.emptyBlock, network })], { ...process.env, PATH, [RPC_URL_VARIABLE[network]]: chain.rpcUrl });
    expect(early!.code !== 0 || !castReturned(early!.out, p)).toBe(true);
  }, 60_000);
});
