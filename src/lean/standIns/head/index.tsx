/**
 * The browser's `react-helmet-async`: the two components Docusaurus's client imports from it (`HelmetProvider`
 * in its entry, `Helmet` behind `@docusaurus/Head`), without the library's server rendering, prop-type checks
 * and deep comparison, which the browser never needs (about 5 KB gzip off every page's main bundle). The server
 * build keeps the library, which writes each page's head into its HTML; src/lean/bundlerChanges.ts (`BROWSER_STAND_INS`)
 * aliases this module in for the browser only.
 *
 * Each `<Helmet>` is an entry of the registry below, in the order entries were first rendered. After a commit
 * that changed one, the head is brought in line with all of them on the next animation frame (state.ts says how
 * entries combine, dom.ts how the head changes), as the library does.
 */
import { Children, Fragment, isValidElement, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { applyHead } from './dom';
import { headState, TAG_TYPES, type Attributes, type HeadEntry, type TagType } from './state';

/** React's names of the attributes whose HTML name differs in more than case. */
const HTML_NAMES: Record<string, string> = { className: 'class', httpEquiv: 'http-equiv', charSet: 'charset', itemProp: 'itemprop' };

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') continue;
    attributes[HTML_NAMES[name] ?? name] = value === undefined || value === null ? undefined : String(value);
  }
  return attributes;
}

function textOf(children: unknown): string | undefined {
  if (children === undefined || children === null) return undefined;
  return Array.isArray(children) ? children.join('') : String(children);
}

/** What the children of one `<Head>` say: the same reading as the library's, fragments included. */
export function headEntry(children: ReactNode, entry: HeadEntry = {}): HeadEntry {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { type, props } = child as ReactElement<Record<string, unknown>>;
    if (type === Fragment) {
      headEntry(props.children as ReactNode, entry);
      return;
    }
    if (type === 'title') entry.title = textOf(props.children);
    else if (type === 'html') entry.html = { ...entry.html, ...attributesOf(props) };
    else if (type === 'body') entry.body = { ...entry.body, ...attributesOf(props) };
    else if ((TAG_TYPES as readonly unknown[]).includes(type)) {
      const tagType = type as TagType;
      const tag = attributesOf(props);
      const text = textOf(props.children);
      if (text !== undefined) tag[tagType === 'style' ? 'cssText' : 'innerHTML'] = text;
      entry.tags = { ...entry.tags, [tagType]: [...(entry.tags?.[tagType] ?? []), tag] };
    }
  });
  return entry;
}

interface Registered {
  entry: HeadEntry;
  mounted: boolean;
}

/** Every `<Helmet>` of the page, in first-render order; only mounted ones count. */
const registry: Registered[] = [];
let frame = 0;

function schedule(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    applyHead(document, headState(registry.filter((r) => r.mounted).map((r) => r.entry)));
  });
}

export function Helmet({ children }: { children?: ReactNode }): null {
  const registered = useRef<Registered | null>(null);
  if (!registered.current) {
    registered.current = { entry: {}, mounted: false };
    registry.push(registered.current);
  }
  const self = registered.current;
  const entry = headEntry(children);
  useLayoutEffect(() => {
    self.entry = entry;
    schedule();
  });
  useLayoutEffect(() => {
    self.mounted = true;
    return () => {
      registry.splice(registry.indexOf(self), 1);
      schedule();
    };
  }, [self]);
  return null;
}

/** Docusaurus's client wraps the app in it; the registry above is the page's only one, so it adds nothing. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
