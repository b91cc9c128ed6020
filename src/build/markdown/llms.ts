/**
 * `/llms.txt` (the llmstxt.org format: an H1 with the site's name, a block quote summing it up, a few
 * paragraphs, then H2 sections of `- [name](url): description` links) and `/llms-full.txt` (every docs
 * page's Markdown in reading order, in one file).
 */
import type { Root, RootContent } from 'mdast';
import { stringify } from './stringify';
import { heading, link, list, listItem, paragraph, root, text, code } from './mdast';
import type { Coverage } from '../../pageData/coverage';

/** One link of llms.txt: a Markdown file of the site (absolute URL) and what it holds, in one line. */
export interface LlmsLink {
  name: string;
  url: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsSite {
  title: string;
  tagline: string;
  siteUrl: string;
  fullUrl: string;
  coverage: Coverage;
}

/** One line: whitespace collapsed, no line breaks in a list item. */
export const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

export function llmsTxtTree(site: LlmsSite, sections: readonly LlmsSection[]): Root {
  const body: RootContent[] = [
    heading(1, text(site.title)),
    {
      type: 'blockquote',
      children: [
        paragraph(
          text(
            `${oneLine(site.tagline)}. Contract addresses and parameters per network are read from on-chain snapshots; the documentation explains how the contracts work, with live values from the same snapshots.`,
          ),
        ),
      ],
    },
    paragraph(text(site.coverage.parts.lead)),
    list(site.coverage.parts.networks.map((n) => listItem(paragraph(text(n))))),
    paragraph(text([site.coverage.parts.legacy, site.coverage.parts.v31, `Not covered: ${site.coverage.notCovered.join('; ')}.`].filter(Boolean).join(' '))),
    paragraph(
      text('Every link below is the Markdown version of a page of '),
      link(site.siteUrl, site.siteUrl),
      text(' (its URL plus '),
      code('.md'),
      text(') with the values the page shows: amounts in human units with the raw on-chain value in brackets, addresses EIP-55 checksummed. All documentation in one file: '),
      link(site.fullUrl, 'llms-full.txt'),
      text('.'),
    ),
  ];
  for (const s of sections) {
    if (s.links.length === 0) continue;
    body.push(heading(2, text(s.title)), list(s.links.map((l) => listItem(paragraph(link(l.url, oneLine(l.name)), text(`: ${oneLine(l.description)}`))))));
  }
  return root(body);
}

/**
 * Every docs page in one file: a short head, then each page's Markdown, its URL under its title. Pages are
 * joined as text: each is already Markdown, and serialising the same trees again would double the work.
 */
export function llmsFull(site: LlmsSite, pages: readonly { url: string; markdown: string }[]): string {
  const head = stringify(
    root([
      heading(1, text(`${site.title}: documentation`)),
      {
        type: 'blockquote',
        children: [
          paragraph(
            text(`All ${pages.length} documentation pages of `),
            link(site.siteUrl, site.siteUrl),
            text(' as Markdown, in reading order. Live values are those of the snapshots: '),
            text(`${site.coverage.parts.networks.join('; ')}. The data pages (addresses, protocol state) are listed in `),
            link(`${site.siteUrl.replace(/\/+$/, '')}/llms.txt`, 'llms.txt'),
            text('.'),
          ),
        ],
      },
    ]),
  );
  const parts = pages.map(({ url, markdown }) => {
    const end = markdown.indexOf('\n');
    const title = end < 0 ? markdown : markdown.slice(0, end);
    const rest = end < 0 ? '' : markdown.slice(end + 1);
    return `${title}\n\nPage: <${url}>\n${rest}`;
  });
  return [head, ...parts].join('\n---\n\n');
}
