import React, { type ElementType, type ReactNode } from 'react';
import { useMDXComponents } from '@mdx-js/react';
import type { LiveValue as Value } from '@site/src/pageData/citations';
import { liveValueTitle } from '@site/src/pageData/liveValueTitle';

/**
 * A value cited in the docs with `<LiveParam … />` (src/build/mdx/liveParams.ts): its text, linked to the page that
 * shows it, the raw value on hover; an address as code. Drawn with the page's own Markdown link and code components.
 */
export default function LiveValue({ values, cite }: { values: Readonly<Record<string, Value>>; cite: string }): ReactNode {
  const components = useMDXComponents();
  const A = (components.a ?? 'a') as ElementType;
  const Code = (components.code ?? 'code') as ElementType;
  const value = values[cite];
  if (!value) throw new Error(`<LiveParam ${cite} />: this page's live-values module has no such value (the data plugin did not find the element)`);
  return (
    <A href={value.href} title={liveValueTitle(value)}>
      {value.code ? <Code>{value.text}</Code> : value.text}
    </A>
  );
}
