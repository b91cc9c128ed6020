/**
 * The filter's result drawn in place (issue 18, a keystroke within a frame): the tables are rendered once, and a
 * keystroke only flips the `hidden` attribute of the rows, tables and headings whose visibility changed, found by
 * their `data-part` key (AddressTable's `part`). No React render reaches a table, so a keystroke costs the string
 * tests of visibility.ts plus the attribute changes. What is shown is exactly what the components used to render
 * from the same model: a row shown when its `visible` entry is true; with a filter, a table (heading, notes, box,
 * or its "none" sentence) hidden when none of its rows is left, and a legacy section heading when none of its blocks.
 */
import type { LegacySubsection } from '../../pageData/legacyBook';
import { legacyBlockKey, type Visibility } from '../../pageData/deployedContracts/visibility';

interface Part {
  /** Heading, notes, box, empty sentence: hidden together. */
  els: HTMLElement[];
  rows: HTMLElement[];
  box: HTMLElement | null;
}

/** A legacy (sub)section heading and the keys of its blocks. */
export interface PartHeading {
  id: string;
  keys: string[];
}
export const partHeadings = (parts: readonly LegacySubsection[]): PartHeading[] => parts.map((p) => ({ id: p.id, keys: p.blocks.map((_, i) => legacyBlockKey(p, i)) }));

const setHidden = (el: HTMLElement, hidden: boolean) => {
  if (el.hidden !== hidden) el.hidden = hidden;
};

/** Keeps, per page instance, the elements found and what was last drawn, so an unchanged table costs nothing. */
export function inPlaceDrawer(root: () => ParentNode | null) {
  let parts: Map<string, Part> | null = null;
  let probe: HTMLElement | null = null;
  const drawn = new Map<string, { v: readonly boolean[]; none: boolean }>();

  const index = (): Map<string, Part> => {
    // The panels' elements change only when React first renders them (client-side navigation): found again then.
    if (parts && probe?.isConnected) return parts;
    parts = new Map();
    drawn.clear();
    const scope = root();
    if (!scope) return parts;
    for (const el of scope.querySelectorAll<HTMLElement>('[data-part]')) {
      const key = el.dataset.part!;
      let p = parts.get(key);
      if (!p) parts.set(key, (p = { els: [], rows: [], box: null }));
      p.els.push(el);
      if (el.dataset.box !== undefined) {
        p.box = el;
        p.rows = [...el.querySelectorAll<HTMLElement>('tbody > tr')];
      }
    }
    probe = parts.values().next().value?.els[0] ?? null;
    return parts;
  };

  return (visible: Visibility, filtering: boolean, headings: readonly PartHeading[]): void => {
    const found = index();
    for (const [key, v] of visible) {
      const p = found.get(key);
      if (!p) continue;
      const none = filtering && !v.includes(true);
      const last = drawn.get(key);
      if (last?.v === v && last.none === none) continue;
      drawn.set(key, { v, none });
      for (const el of p.els) setHidden(el, none);
      let shown = 0;
      for (let i = 0; i < p.rows.length; i++) {
        const on = v[i] !== false;
        if (on) shown++;
        setHidden(p.rows[i]!, !on);
      }
      // The size estimate of a table not yet drawn (content-visibility) follows its rows.
      p.box?.style.setProperty('--rows', String(shown));
    }
    for (const h of headings) {
      const el = document.getElementById(h.id);
      if (el) setHidden(el, filtering && !h.keys.some((k) => visible.get(k)?.includes(true)));
    }
  };
}
