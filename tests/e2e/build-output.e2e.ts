import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUILD_DIR } from '../helpers/browser';
import { filesUnder } from '../helpers/files';

describe('built site', () => {
  const built = filesUnder(BUILD_DIR, '.html', '.js');

  test('exists', () => {
    expect(built.some((f) => f.endsWith('index.html'))).toBe(true);
  });

  test('no raw snapshot data reaches the browser: no bigint marker, no contractLabels object', () => {
    const offenders = built.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return /"__type"\s*:\s*"bigint"/.test(text) || /contractLabels["']?\s*:\s*\{/.test(text) || text.includes('"contractLabels"');
    });
    expect(offenders).toEqual([]);
  });

  test('no page loads a script, stylesheet, font or image from another origin', () => {
    const foreign = built
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/<(?:script|link|img)\b[^>]*\b(?:src|href)="(https?:)?\/\/[^"]+"/g)]
          .map((m) => m[0])
          .filter((tag) => !/rel="(?:canonical|alternate)"/.test(tag) && !/<link[^>]*hreflang/.test(tag)),
      );
    expect(foreign).toEqual([]);
  });

  test('the home page data is not shipped with docs pages', () => {
    const intro = readFileSync(path.join(BUILD_DIR, 'docs/intro.html'), 'utf8');
    // The ACL address appears on / but a docs page must not carry the address book.
    expect(intro).not.toContain('0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3');
  });
});
