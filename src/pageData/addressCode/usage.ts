/**
 * How to use the generated files, shown on the Deployed Contracts page: a TypeScript import, a Solidity
 * import and the Safe import, written with names that exist in the generated files (the tests compile
 * both examples against them).
 */
import type { CodeBook } from './book';
import { libraryName } from './solidity';
import { SAFE_FILE } from './safe';
import { addressBookFile, SAFE_ADDRESS_BOOK_FILE } from '../../domain/data/paths';
import { sameAddress } from '../../domain/data/address';

export interface UsageExamples {
  /** Where the examples expect the generated files, relative to the example. */
  tsModulePath: string;
  solPath: string;
  /** Shell lines that download the files. */
  download: string;
  ts: string;
  sol: string;
  /** The Safe import, step by step. */
  safe: string[];
}

export function usageExamples(book: CodeBook, siteUrl: string): UsageExamples {
  const id = book.network.id;
  const tsModulePath = `./gearbox/${id}`;
  const solPath = `./gearbox/${id}.sol`;
  const pool = book.pools[0];
  const cm = book.creditManagers.find((m) => m.adapters.length > 0) ?? book.creditManagers[0];
  const feed = book.priceFeeds.find((f) => f.main && sameAddress(f.token, book.network.weth)) ?? book.priceFeeds.find((f) => f.main);
  const facadeConstant = book.entries.find((e) => e.role === 'creditFacade' && cm && e.tsPath[1] === cm.key)?.constant;
  const lib = libraryName(book.network.id);

  const tsLines = [
    `import { chainId, block, core, pools, creditManagers, priceFeeds } from '${tsModulePath}';`,
    '',
    `// Everything below is a checksummed address literal, typed as such: a typo is a compile error.`,
    `const oracle = core.priceOracle;`,
    ...(pool ? [`const pool = pools.${pool.key}.pool;`] : []),
    ...(cm ? [`const facade = creditManagers.${cm.key}.facade;`] : []),
    ...(cm?.adapters[0] ? [`const adapter = creditManagers.${cm.key}.adapters.${cm.adapters[0].key};`] : []),
    ...(feed ? [`const feed = priceFeeds.${feed.key}.main;`] : []),
    '',
    `console.log(\`chain \${chainId}, block \${block}\`, oracle${pool ? ', pool' : ''}${cm ? ', facade' : ''}${cm?.adapters[0] ? ', adapter' : ''}${feed ? ', feed' : ''});`,
    '',
  ];

  const solLines = [
    '// SPDX-License-Identifier: MIT',
    'pragma solidity ^0.8.17;',
    '',
    `import {${lib}} from "${solPath}";`,
    '',
    'contract UsesGearbox {',
    '    constructor() {',
    `        require(block.chainid == ${lib}.CHAIN_ID, "not ${book.network.name}");`,
    '    }',
    '',
    '    function oracle() external pure returns (address) {',
    `        return ${lib}.PRICE_ORACLE;`,
    '    }',
    ...(facadeConstant
      ? ['', '    function facade() external pure returns (address) {', `        return ${lib}.${facadeConstant};`, '    }']
      : []),
    '}',
    '',
  ];

  return {
    tsModulePath,
    solPath,
    download: [`mkdir -p gearbox`, `curl -s -o gearbox/${id}.ts ${siteUrl}${addressBookFile(id, 'ts')}`, `curl -s -o gearbox/${id}.sol ${siteUrl}${addressBookFile(id, 'sol')}`, `curl -s -O ${siteUrl}${SAFE_ADDRESS_BOOK_FILE}`].join('\n'),
    ts: tsLines.join('\n'),
    sol: solLines.join('\n'),
    safe: [
      `Download ${SAFE_FILE}: every address of every network, one line each, named "Gearbox …", with its chain id.`,
      'In Safe{Wallet}, open the address book and choose Import, then pick the file.',
      'Safe shows each entry under its chain: the names then appear wherever Safe shows those addresses, in transactions to review and sign.',
    ],
  };
}
