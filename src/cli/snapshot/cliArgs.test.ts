/** The snapshot command line as parseArgs reads it: the forms it takes, and each mistake as one UsageError. */
import { describe, expect, test } from 'vitest';
import { NETWORK_IDS } from '../../domain/data/networks';
import { UsageError } from '../../domain/errors';
import { unknownOptions } from '../commandLine';
import { parseArgs } from 'node:util';
import { readArgs, USAGE } from './cli';

const URL = 'http://127.0.0.1:8545';

describe('readArgs', () => {
  test('--name value and --name=value, in any order; the last of a repeated option wins; -h and --help anywhere before a mistake', () => {
    expect(readArgs(['--network', 'arbitrum', '--rpc-url', URL])).toEqual({ network: 'arbitrum', rpcUrl: URL });
    expect(readArgs([`--rpc-url=${URL}`, '--block=0x10', '--out', 'dir', '--network=optimism'])).toEqual({ network: 'optimism', rpcUrl: URL, block: 16n, out: 'dir' });
    expect(readArgs(['--network', 'mainnet', '--network', 'optimism', '--rpc-url', URL, '--block', '123'])).toEqual({ network: 'optimism', rpcUrl: URL, block: 123n });
    expect(readArgs(['--network', 'mainnet', '-h'])).toBe('help');
    expect(readArgs(['--help', '--fast'])).toBe('help');
  });

  test.each([
    [['--fast', '--help'], 'unknown argument "--fast"'],
    [['--fast=1'], 'unknown argument "--fast=1"'],
    [['mainnet'], 'unknown argument "mainnet"'],
    [['-x'], 'unknown argument "-x"'],
    [['--', '--network', 'mainnet'], 'unknown argument "--"'],
    [['--rpc-url', URL, '--network'], '--network needs a value'],
    [['--network='], '--network needs a value'],
    [['--rpc-url', URL], `--network is required (${NETWORK_IDS.join(', ')})`],
  ])('%j: %s', (argv, message) => {
    expect(() => readArgs(argv)).toThrow(UsageError);
    expect(() => readArgs(argv)).toThrow(message);
  });

  test("the usage names the networks NETWORK_IDS has", () => {
    expect(USAGE).toBe(`usage: npm run snapshot -- --network ${NETWORK_IDS.join('|')} --rpc-url URL [--block N] [--out DIR]`);
  });
});

describe('unknownOptions', () => {
  test('the options not declared, as typed; positionals and declared options are not', () => {
    const options = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;
    const argv = ['old', '--yaml', '-h', '--json', '--x=1', '-q', 'new'];
    const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
    expect(unknownOptions(argv, tokens, options)).toEqual(['--yaml', '--x=1', '-q']);
  });
});
