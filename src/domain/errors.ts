/**
 * Errors in what a person gave the site: its data files, the docs, a command line. Each is an `InputError`, whose
 * message says what is wrong and where, and whose hint says what to do about it; every other error is a fault of
 * the code and keeps its stack. A command prints an input error's message (and hint) alone, the stack only with
 * DEBUG=1 (scripts/docusaurus.mjs for the build, the scripts' own `catch` for `npm run snapshot`, `diff`, `md`).
 *
 * The classes: DataError (src/domain/data/errors.ts), CitationError (src/pageData/citations.ts), SnapshotError
 * (src/cli/snapshot/errors.ts), and DocsError and UsageError below.
 *
 * `instanceof InputError` holds across copies of this module: the build loads our TypeScript through jiti, the dev
 * server afresh on each reload, so the copy scripts/docusaurus.mjs holds need not be the one that made the error. The
 * base class answers `instanceof` by a brand its instances carry (a registered symbol, the same in every copy and
 * realm); a subclass answers it as usual, by its prototype.
 */

const BRAND: unique symbol = Symbol.for('gearbox.InputError') as never;

/** Where the input is wrong and what to do about it; all optional. */
export interface InputContext {
  /** What to do about it, one line, printed after the message. */
  hint?: string;
  /** The file at fault (as the message names it). */
  file?: string;
  /** The place in that file: a JSON path (`$.poolState[2].pool`), a line (`12`), an element. */
  where?: string;
  /** The error this one explains. */
  cause?: unknown;
}

export class InputError extends Error {
  readonly hint: string | undefined;
  readonly file: string | undefined;
  readonly where: string | undefined;

  constructor(message: string, context: InputContext = {}) {
    super(message, 'cause' in context ? { cause: context.cause } : undefined);
    this.name = 'InputError';
    this.hint = context.hint;
    this.file = context.file;
    this.where = context.where;
  }

  /** Whether `value` is an input error, whichever copy of this module made it. */
  static is(value: unknown): value is InputError {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  /** `x instanceof InputError` is `InputError.is(x)`; `x instanceof DataError` (a subclass) is the usual prototype test. */
  static override [Symbol.hasInstance](this: abstract new (...args: never[]) => unknown, value: unknown): boolean {
    return this === InputError ? InputError.is(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  }

  /** What crosses to another thread (structuredClone keeps neither class nor brand): see `revive`. */
  toPosted(): PostedInputError {
    const posted: PostedInputError = { name: this.name, message: this.message };
    if (this.stack !== undefined) posted.stack = this.stack;
    if (this.hint !== undefined) posted.hint = this.hint;
    if (this.file !== undefined) posted.file = this.file;
    if (this.where !== undefined) posted.where = this.where;
    return posted;
  }

  /** An input error posted by another thread, back as one (its name, message, stack and context; an InputError, not its subclass). */
  static revive(posted: PostedInputError): InputError {
    const { name, message, stack, ...context } = posted;
    const error = new InputError(message, context);
    error.name = name;
    if (stack !== undefined) error.stack = stack;
    return error;
  }
}
Object.defineProperty(InputError.prototype, BRAND, { value: true });

/** An InputError as plain data. */
export interface PostedInputError {
  name: string;
  message: string;
  stack?: string;
  hint?: string;
  file?: string;
  where?: string;
}

/** A command line the command does not take: the message says what is wrong, the command prints it with its usage. */
export class UsageError extends InputError {
  constructor(message: string, context?: InputContext) {
    super(message, context);
    this.name = 'UsageError';
  }
}

/** What a docs page holds that the build cannot turn into a page or its Markdown version (an element, a link, a formula). */
export class DocsError extends InputError {
  constructor(message: string, context: InputContext = {}) {
    super(message, { hint: 'Fix the docs page named above.', ...context });
    this.name = 'DocsError';
  }
}
