/**
 * A data page's tables and what is below them as an island (issue 18, "no page content twice"). The server renders a protocol-state page
 * from its full data (the route's JSON module). The browser that loads the page from the server draws only the
 * page's frame (title, breadcrumbs, snapshot line, contents): its sections stay the server's HTML
 * (ServerHtmlUntilActive), so it gets the light data alone, from the island module the fence's plugin writes for
 * the JSON (islandModules.ts; registryLoader.cjs loads it in the JSON's place). When the browser has to draw
 * the sections (a client-side navigation), `ready()` loads the full data before the route renders.
 */
import { once, readyWhenDrawn } from './island';

interface Entry {
  fetch: () => Promise<void>;
  full?: object;
}

const islands = new WeakMap<object, Entry>();

/** The island module's exports: the light data, and its `ready()`. */
export function dataIsland<T extends object>(light: T, load: () => Promise<{ default: T }>): { data: T; ready: () => Promise<void> } {
  const entry: Entry = {
    fetch: once(() =>
      load().then((m) => {
        entry.full = m.default;
      }),
    ),
  };
  islands.set(light, entry);
  return { data: light, ready: readyWhenDrawn(entry.fetch) };
}

/**
 * The full data of a page's data: itself, unless it is an island's light data. Called only where the browser draws
 * the tables and what is below them; if the full data is not loaded yet (coming back to the page first loaded from the server), it loads now,
 * under a Suspense boundary.
 */
export function fullData<T extends object>(data: T): T {
  const entry = islands.get(data);
  if (!entry) return data;
  if (!entry.full) throw entry.fetch();
  return entry.full as T;
}

/** The full data of a page's data if the browser has it (or it is not an island's light data), else null; loads nothing. */
export function loadedData<T extends object>(data: T): T | null {
  const entry = islands.get(data);
  if (!entry) return data;
  return (entry.full as T | undefined) ?? null;
}
