import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line';
import Line from '@theme-original/CodeBlock/Line';
import { joinTextTokens } from '../textLookingTokens';

/** The theme's code line, with each run of tokens drawn as plain text joined into one (textLookingTokens.ts). */
export default function CodeBlockLine(props: Props): ReactNode {
  return <Line {...props} line={joinTextTokens(props.line)} />;
}
