/** Links in the Markdown files: absolute to the site, so a file read on its own (or pasted elsewhere) still leads somewhere. */

/** `/docs/intro#x` → `https://site/docs/intro#x`; a URL with a scheme, or a protocol-relative one, is left as it is. */
export function absoluteUrl(siteUrl: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('/')) return `${siteUrl.replace(/\/+$/, '')}${href}`;
  throw new Error(`cannot make "${href}" absolute: expected a path from the site's root or a full URL`);
}
