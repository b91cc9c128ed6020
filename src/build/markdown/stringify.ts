/**
 * Markdown text of an mdast tree: the one serialiser of every Markdown file the
 * site writes. GFM for tables, remark-math for formulas (`$…$`, `$$…$$`).
 */
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import { defaultHandlers, type Handle, type State, type Unsafe } from 'mdast-util-to-markdown';
import type { Nodes, PhrasingContent, Root, Text } from 'mdast';

/**
 * What the serialiser's unsafe patterns (`state.unsafe`) say of a text, read once per set of patterns:
 * - `escapable`: the characters it may escape, but for spaces and tabs; a backslash too (one before punctuation
 *   gets escaped);
 * - where a space or tab may be escaped: anywhere inside the constructs in `blanksUnsafeIn`, and elsewhere only next
 *   to a line ending, in this text (a line ending is escapable) or just outside it (so a text that starts or ends
 *   with one takes the long way). When the patterns for spaces and tabs say anything else, `blanksUnsafeIn` is null:
 *   texts with them take the long way.
 */
interface Escapes {
  escapable: RegExp;
  blanksUnsafeIn: ReadonlySet<string> | null;
}
const LINE_ENDING = '[\\r\\n]';
const escapesOf = new WeakMap<State['unsafe'], Escapes>();
function escapes(state: State): Escapes {
  let found = escapesOf.get(state.unsafe);
  if (found) return found;
  const blank = (p: Unsafe) => p.character === ' ' || p.character === '\t';
  const characters = new Set([...state.unsafe.filter((p) => !blank(p)).map((p) => p.character), '\\']);
  const escapable = new RegExp(`[${[...characters].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`);
  let blanksUnsafeIn: Set<string> | null = new Set();
  for (const p of state.unsafe.filter(blank)) {
    const nextToLineEnding = !p.atBreak && ((p.before === LINE_ENDING && !p.after) || (p.after === LINE_ENDING && !p.before));
    const anywhereIn = !p.atBreak && !p.before && !p.after && p.inConstruct ? [p.inConstruct].flat() : null;
    if (nextToLineEnding) continue;
    if (anywhereIn && blanksUnsafeIn) for (const c of anywhereIn) blanksUnsafeIn.add(c);
    else blanksUnsafeIn = null;
  }
  found = { escapable, blanksUnsafeIn };
  escapesOf.set(state.unsafe, found);
  return found;
}

/** Whether `state.safe` would give `value` back as it is: no character it escapes where it would escape it. */
function needsNoEscape(value: string, state: State, after: string): boolean {
  const { escapable, blanksUnsafeIn } = escapes(state);
  if (escapable.test(value) || after.includes('\\')) return false;
  if (!/[ \t]/.test(value)) return true;
  return blanksUnsafeIn !== null && !/^[ \t]|[ \t]$/.test(value) && !state.stack.some((c) => blanksUnsafeIn.has(c));
}

/**
 * Text as the serialiser's own handler writes it, with a shortcut for text that needs no escape (most of a table's
 * cells: names, numbers, durations), which otherwise is tested against each of ~100 patterns: that was half the time
 * of writing a state page.
 */
const text: Handle = (node: Text, parent, state, info) => (needsNoEscape(node.value, state, info.after) ? node.value : defaultHandlers.text(node, parent, state, info));

function serializer(textShortcut: boolean) {
  return (
    unified()
      // Columns are not padded to one width: the files are read by programs, and padding a table of addresses only adds bytes.
      .use(remarkGfm, { tablePipeAlign: false })
      .use(remarkMath)
      .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one', tightDefinitions: true, ...(textShortcut ? { handlers: { text } } : {}) })
      .freeze()
  );
}

const processor = serializer(true);
let withoutShortcut: ReturnType<typeof serializer> | undefined;

/**
 * Spaces at the edges of bold or italic text moved outside it: `**Selector: **` is not bold in Markdown, so the
 * serialiser would write the space as `&#x20;`. Returns a new tree.
 */
function spacesOutside<T extends Nodes>(node: T): T {
  if (!('children' in node)) return node;
  const children: Nodes[] = [];
  for (const child of node.children.map((c) => spacesOutside(c as Nodes))) {
    if ((child.type === 'strong' || child.type === 'emphasis') && child.children.length > 0) {
      const inner = [...child.children];
      const first = inner[0];
      const last = inner[inner.length - 1];
      let before = '';
      let after = '';
      if (first?.type === 'text') {
        before = /^\s*/.exec(first.value)?.[0] ?? '';
        inner[0] = { ...first, value: first.value.slice(before.length) };
      }
      const end = inner[inner.length - 1];
      if (end?.type === 'text' && last?.type === 'text') {
        after = /\s*$/.exec(end.value)?.[0] ?? '';
        inner[inner.length - 1] = { ...end, value: end.value.slice(0, end.value.length - after.length) };
      }
      const space = (value: string): Text[] => (value ? [{ type: 'text', value: ' ' }] : []);
      children.push(...space(before), { ...child, children: inner.filter((c) => c.type !== 'text' || c.value !== '') as PhrasingContent[] }, ...space(after));
    } else children.push(child);
  }
  return { ...node, children } as T;
}

/** The Markdown of `root`; `textShortcut: false` writes text by the serialiser's own handler (the tests' reference). */
export function stringify(root: Root, { textShortcut = true } = {}): string {
  const serialize = textShortcut ? processor : (withoutShortcut ??= serializer(false));
  return serialize.stringify(spacesOutside(root));
}
