/**
 * Explorer URLs: the one place that builds them. Dependency-free so the
 * browser bundle can use it too.
 */

/** Explorer page of an address: `{explorer}/address/{address}`. */
export function explorerAddressUrl(explorer: string, address: string): string {
  return `${explorer}/address/${address}`;
}

/** Explorer page of a block: `{explorer}/block/{number}`. */
export function explorerBlockUrl(explorer: string, block: number | bigint): string {
  return `${explorer}/block/${block.toString()}`;
}
