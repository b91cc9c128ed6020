/**
 * The RPC client the generator reads with: viem over HTTP, JSON-RPC batching
 * (requests made together travel in one HTTP request), retries with
 * exponential backoff for transient failures (HTTP 429/5xx, timeouts, rate
 * limits, dropped connections; viem's retry policy), and a counter of HTTP
 * requests for the summary line.
 */
import { createPublicClient, http, type PublicClient } from 'viem';

export interface RpcClientOptions {
  /** Retries after the first attempt (default 4: waits 0.25, 0.5, 1 and 2 s). */
  retries?: number;
  /** Per-request timeout in ms (default 60 s: a large multicall takes a while). */
  timeout?: number;
}

export interface CountedClient {
  client: PublicClient;
  /** HTTP requests sent so far, retries included. */
  requests(): number;
}

export function createRpcClient(url: string, options: RpcClientOptions = {}): CountedClient {
  let count = 0;
  const transport = http(url, {
    batch: { batchSize: 64, wait: 0 },
    retryCount: options.retries ?? 4,
    retryDelay: 250,
    timeout: options.timeout ?? 60_000,
    onFetchRequest: () => {
      count += 1;
    },
  });
  const client = createPublicClient({ transport }) as PublicClient;
  return { client, requests: () => count };
}
