/**
 * Brings a document's head in line with a HeadState (state.ts), touching only what differs, so a hydrated
 * page keeps the very elements its HTML came with:
 * - the title, if the state has one;
 * - `<html>` and `<body>` attributes: the ones set here are listed in the element's `data-rh` attribute, so
 *   an attribute a later page no longer sets is removed, and no other is touched;
 * - tags marked `data-rh`: one equal to a tag of the state stays where it is, the others go, and the
 *   state's missing tags are appended to the head, marked `data-rh="true"`.
 */
import { TAG_TYPES, type Attributes, type HeadState, type TagType } from './state';

const MANAGED = 'data-rh';

function setAttributes(element: Element, attributes: Attributes): void {
  const before = element.getAttribute(MANAGED)?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] ?? '';
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of before) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(MANAGED);
  else if (element.getAttribute(MANAGED) !== names.join(',')) element.setAttribute(MANAGED, names.join(','));
}

function element(doc: Document, type: TagType, tag: Attributes): Element {
  const el = doc.createElement(type);
  for (const [name, value] of Object.entries(tag)) {
    if (name === 'innerHTML') el.innerHTML = value ?? '';
    else if (name === 'cssText') el.textContent = value ?? '';
    else el.setAttribute(name, value ?? '');
  }
  el.setAttribute(MANAGED, 'true');
  return el;
}

function setTags(doc: Document, type: TagType, tags: Attributes[]): void {
  const old = [...doc.head.querySelectorAll(`${type}[${MANAGED}]`)];
  const added: Element[] = [];
  for (const tag of tags) {
    const el = element(doc, type, tag);
    const same = old.findIndex((o) => o.isEqualNode(el));
    if (same >= 0) old.splice(same, 1);
    else added.push(el);
  }
  for (const o of old) o.remove();
  doc.head.append(...added);
}

export function applyHead(doc: Document, state: HeadState): void {
  setAttributes(doc.documentElement, state.html);
  setAttributes(doc.body, state.body);
  if (state.title !== undefined && doc.title !== state.title) doc.title = state.title;
  for (const type of TAG_TYPES) setTags(doc, type, state.tags[type]);
}
