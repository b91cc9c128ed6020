import { InputError } from '../errors';

/**
 * The build stops on bad input with one message that names the file, the
 * JSON path inside it and what was expected there.
 */
export class DataError extends InputError {
  declare readonly file: string;
  /** Where in the file: `$.poolState[2].pool` (also `where`). */
  readonly jsonPath: string;
  readonly expected: string;

  constructor(file: string, jsonPath: string, expected: string, received?: string) {
    const got = received === undefined ? '' : `; found ${received}`;
    super(`Bad data in ${file} at ${jsonPath}: expected ${expected}${got}`, {
      hint: 'Fix that file, or point SNAPSHOT_DIR, DATA_DIR or SNAPSHOT_PREVIOUS_DIR at other data (README, "Data").',
      file,
      where: jsonPath,
    });
    this.name = 'DataError';
    this.jsonPath = jsonPath;
    this.expected = expected;
  }
}

/** `["poolState", 0, "pool"]` → `$.poolState[0].pool`. */
export function toJsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** A short, printable description of a value found where something else was expected. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
