/**
 * The title of a cited value's link (`<LiveParam>`), on the docs page and in its Markdown version:
 * where the value comes from and its raw on-chain value. Dependency-free: the docs pages' component uses it.
 */
export const liveValueTitle = (value: { raw: string }): string => `From the snapshot. Raw value: ${value.raw}`;

/** Whether a link's title marks it as a cited value (the tests compare a page's values with its Markdown's). */
export const isLiveValueTitle = (title: string | null | undefined): boolean => title?.startsWith('From the snapshot. Raw value: ') ?? false;
