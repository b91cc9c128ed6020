import React, { type ReactNode } from 'react';

/**
 * A part of a page with an id of its own (what a link, a style or a page's script finds it by): a `div` around its
 * children.
 */
export default function PagePart({ id, children }: { id: string; children: ReactNode }): ReactNode {
  return <div id={id}>{children}</div>;
}
