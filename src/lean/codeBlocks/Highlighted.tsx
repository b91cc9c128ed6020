import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';

// Registers the additional languages (solidity, bash, json) on first use.
prismIncludeLanguages(Prism);

export default CodeBlock as (props: Props) => ReactNode;
