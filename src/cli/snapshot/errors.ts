import { InputError, type InputContext } from '../../domain/errors';

/**
 * A snapshot run stops on bad input (its endpoint, the chain it answers for, the folder to write) with one line that
 * says what went wrong and where (endpoint, block, contract, function, address).
 */
export class SnapshotError extends InputError {
  constructor(message: string, context?: InputContext) {
    super(message, context);
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

/** The first line of an error's message, with the network-level cause (ECONNREFUSED…) when there is one. */
export function shortReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const text = ((error as Error & { shortMessage?: string }).shortMessage ?? error.message).split('\n')[0]!.trim().replace(/\.$/, '');
  // The innermost cause says what the network did: ECONNREFUSED, ENOTFOUND, "bad port"…
  const status = (error as Error & { status?: unknown }).status;
  let inner: string | undefined = typeof status === 'number' ? `HTTP ${status}` : undefined;
  for (let e: unknown = (error as Error & { cause?: unknown }).cause; e instanceof Error; e = (e as Error & { cause?: unknown }).cause) {
    const c = (e as Error & { code?: unknown }).code;
    inner = typeof c === 'string' ? c : (e.message.split('\n')[0] ?? inner);
  }
  return inner && !text.includes(inner) ? `${text} (${inner})` : text;
}
