import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';

/**
 * One token of a highlighted line. Plain text (Prism's `plain` tokens: spaces, names it does not classify, and the
 * punctuation and operators the line joins into them, src/theme/CodeBlock/textLookingTokens.ts) is drawn as text,
 * not wrapped in a span of its own: src/browser/css/code.css gives it the block's colour either way, and a code-heavy page's
 * HTML is about 1 KB gzip lighter for it. Other tokens keep their classes, which the stylesheet colours for both
 * colour modes.
 */
export default function CodeBlockLineToken({ line: _line, token, className, children, style }: Props): ReactNode {
  if (className === 'token plain' && style === undefined) return <>{children}</>;
  return <span className={className} style={style}>{children}</span>;
}
