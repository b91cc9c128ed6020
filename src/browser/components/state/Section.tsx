import React, { type ReactNode } from 'react';
import AnchorHeading from '../AnchorHeading';
import type { Block, PageBlock, ParagraphBlock, Section } from '@site/src/pageData/state/page';
import CellView from './Cell';
import DataTable from './DataTable';
import Fields from './Fields';
import styles from './styles.module.css';

/** Where a block is drawn: the page's explorer and the id of the heading that labels it. */
export interface BlockContext {
  explorer: string;
  sectionId: string;
}

/** How a page draws the blocks only it has (a chart, the tokens table…). */
export type PageBlockRenderers = {
  [K in PageBlock['kind']]?: (block: Extract<PageBlock, { kind: K }>, context: BlockContext) => ReactNode;
};

export function Paragraph({ block, explorer }: { block: ParagraphBlock; explorer: string }): ReactNode {
  return (
    <p>
      {block.parts.map((part, i) => (typeof part === 'string' ? <React.Fragment key={i}>{part}</React.Fragment> : <CellView key={i} cell={part} explorer={explorer} />))}
    </p>
  );
}

function BlockView({ block, context, renderers, level }: { block: Block; context: BlockContext; renderers: PageBlockRenderers; level: 2 | 3 }): ReactNode {
  switch (block.kind) {
    case 'fields':
      return <Fields fields={block.fields} explorer={context.explorer} labelledBy={context.sectionId} />;
    case 'table':
      return <DataTable table={block.table} explorer={context.explorer} labelledBy={context.sectionId} />;
    case 'p':
      return <Paragraph block={block} explorer={context.explorer} />;
    case 'section':
      return <SectionView section={block.section} explorer={context.explorer} renderers={renderers} level={3} />;
    default: {
      const render = renderers[block.kind] as ((b: PageBlock, c: BlockContext) => ReactNode) | undefined;
      if (!render) throw new Error(`no renderer for "${block.kind}" blocks on this page`);
      return render(block, context);
    }
  }
}

/** A headed section and its blocks. */
export function SectionView({ section, explorer, renderers, level = 2 }: { section: Section; explorer: string; renderers: PageBlockRenderers; level?: 2 | 3 }): ReactNode {
  const context = { explorer, sectionId: section.id };
  return (
    <div className={styles.block}>
      <AnchorHeading as={`h${level}`} id={section.id} title={section.title} />
      {section.blocks.map((b, i) => (
        <BlockView key={i} block={b} context={context} renderers={renderers} level={level} />
      ))}
    </div>
  );
}
