/**
 * Decoding of URL parts typed, cut short or forged by anyone (`/#%zz`, `?q=%E0%A4%A`): the one place a page
 * decodes a hash. A part that is not valid percent-encoding is kept as it is, so no URL can crash a page.
 * (Query parameters are read with URLSearchParams, which never throws.)
 */
export function decodeUrlPart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The element id a location hash (`#id`, or `id`) points to, decoded; "" for none. */
export const hashTarget = (hash: string): string => decodeUrlPart(hash.replace(/^#/, ''));
