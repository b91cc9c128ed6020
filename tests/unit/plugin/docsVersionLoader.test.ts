import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../../src/plugin/docsVersionLoader.cjs') as ((source: string) => string) & { trimDocsVersion: (json: unknown) => unknown };

describe('docs version module loader', () => {
  const version = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: { docs: [{ type: 'link', href: '/docs/intro', label: 'Introduction', docId: 'intro', unlisted: false }] },
      docs: {
        intro: { id: 'intro', title: 'Introduction', description: 'What this site is.', sidebar: 'docs' },
        'pools/losses': { id: 'pools/losses', title: 'Losses', description: 'How a pool absorbs bad debt.', sidebar: 'docs' },
      },
    },
  };

  test('drops each doc description and keeps everything else', () => {
    expect(JSON.parse(loader(JSON.stringify(version)))).toEqual({
      version: {
        ...version.version,
        docs: {
          intro: { id: 'intro', title: 'Introduction', sidebar: 'docs' },
          'pools/losses': { id: 'pools/losses', title: 'Losses', sidebar: 'docs' },
        },
      },
    });
  });

  test('leaves other props modules as they are', () => {
    const other = { tag: { label: 'x', description: 'kept' } };
    expect(JSON.parse(loader(JSON.stringify(other)))).toEqual(other);
  });
});
