/**
 * A snapshot run stops on bad input with one line that says what went wrong
 * and where (endpoint, block, contract, function, address).
 */
export class SnapshotError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SnapshotError';
  }
}

/** An RPC URL for messages: scheme, host and port only (paths and queries often carry API keys). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    const hidden = u.pathname.length > 1 || u.search !== '' || u.username !== '';
    return `${u.protocol}//${u.host}${hidden ? '/…' : ''}`;
  } catch {
    return '(not a URL)';
  }
}

/** The first line of an error's message, without viem's multi-line details. */
export function shortReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const withShort = error as Error & { shortMessage?: string; cause?: unknown };
  let text = withShort.shortMessage ?? error.message;
  const cause = withShort.cause;
  if (cause instanceof Error && cause.message && !text.includes(cause.message.split('\n')[0] ?? '')) {
    const inner = (cause as Error & { code?: string }).code ?? cause.message.split('\n')[0];
    if (/fetch failed|HTTP request failed/i.test(text)) text = `${text} (${inner})`;
  }
  return (text.split('\n')[0] ?? '').trim();
}
