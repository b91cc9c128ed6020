/**
 * Runs a zod schema and turns its first failure into a DataError that names
 * the file, the JSON path and what was expected there.
 */
import type * as z from 'zod';
import { DataError, describeValue, toJsonPath } from './errors';

type Issue = z.core.$ZodIssue;

/** The innermost, most specific issue: a failed union reports its closest branch. */
function pickIssue(issue: Issue, prefix: PropertyKey[] = []): { issue: Issue; path: PropertyKey[] } {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // The branch that got furthest (deepest path, fewest issues) is what the author meant.
    const branches = issue.errors
      .filter((b) => b.length > 0)
      .sort((a, b) => (b[0]?.path.length ?? 0) - (a[0]?.path.length ?? 0) || a.length - b.length);
    const best = branches[0]?.[0];
    if (best && best.path.length > 0) return pickIssue(best, path);
  }
  return { issue, path };
}

function expectedText(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `${issue.expected === 'array' ? 'an array' : issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `a value of at least ${String(issue.minimum)}`;
    case 'too_big':
      return `a value of at most ${String(issue.maximum)}`;
    case 'invalid_key':
      return `a valid key (${issue.issues[0]?.message ?? issue.message})`;
    default:
      return issue.message;
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  if (!first) throw new DataError(file, '$', 'valid data');
  const { issue, path } = pickIssue(first);
  const found = issue.code === 'invalid_key' ? JSON.stringify(String(path[path.length - 1])) : describeValue(valueAt(data, path));
  throw new DataError(file, toJsonPath(path), expectedText(issue), found);
}
