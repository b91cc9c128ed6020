/**
 * The browser's `react-loadable`: what core's ComponentCreator calls to make each route's component, which loads
 * the route's code and data, draws `@theme/Loading` until they are in (src/theme/Loading), and then the page.
 * It does what the package does for those calls (`Loadable` for the 404 page, `Loadable.Map` for every other
 * route, `preload` before a route is drawn), without the server's module capture, prop types and class
 * machinery the browser never uses (src/lean/bundlerChanges.ts, `BROWSER_STAND_INS`, aliases it in for the browser; the
 * server keeps the package, which records the chunks each page needs).
 *
 * - A component's loading starts the first time it is drawn or preloaded, once; a failure can be retried.
 * - Until it is in, the loading component is drawn, told `pastDelay` once `delay` (200 ms) has passed. Core sets
 *   no `timeout`, so `timedOut` stays false.
 * - Once in, `render(loaded, props)` draws it; a Map's `loaded` holds each key's module.
 * Core preloads a route before it draws it (and before hydration), so a route is normally drawn in one go.
 */
import { createElement, useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

type Loader = () => Promise<unknown>;

export interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: unknown;
  retry: () => void;
}

export interface Options<L> {
  loader: L;
  loading: ComponentType<LoadingProps>;
  delay?: number;
  render?: (loaded: unknown, props: object) => ReactNode;
  /** The package's server-side module capture (`modules`, `webpack`): read by the server's copy only. */
  modules?: unknown;
  webpack?: unknown;
}

interface Loading {
  promise: Promise<unknown>;
  done: boolean;
  failed: boolean;
  loaded?: unknown;
  error?: unknown;
}

function track(start: () => Promise<unknown>): Loading {
  const state: Loading = { promise: Promise.resolve(), done: false, failed: false };
  let started: Promise<unknown>;
  try {
    started = start();
  } catch (error) {
    started = Promise.reject(error);
  }
  state.promise = started.then(
    (loaded) => {
      Object.assign(state, { loaded, done: true });
      return loaded;
    },
    (error: unknown) => {
      Object.assign(state, { error, done: true, failed: true });
      throw error;
    },
  );
  // Handled here: a failure is drawn by the loading component; a caller of `preload` still sees the rejection.
  state.promise.catch(() => undefined);
  return state;
}

/** One module. */
export const loadOne = (loader: Loader): Loading => track(loader);

/** A module per key; `loaded` maps each key to its module. */
export function loadMap(loaders: Record<string, Loader>): Loading {
  const keys = Object.keys(loaders);
  return track(() => Promise.all(keys.map((key) => (loaders[key] as Loader)())).then((modules) => Object.fromEntries(keys.map((key, i) => [key, modules[i]]))));
}

/** The package's default drawing: the module's default export, or the module itself, with the props. */
function renderDefault(loaded: unknown, props: object): ReactNode {
  const m = loaded as { __esModule?: boolean; default?: unknown } | null;
  return createElement((m && m.__esModule ? m.default : m) as ComponentType, props);
}

export type LoadableComponent = ComponentType<Record<string, unknown>> & { preload: () => Promise<unknown> };

function loadable<L>(load: (loader: L) => Loading, options: Options<L>): LoadableComponent {
  const delay = options.delay ?? 200;
  const draw = options.render ?? renderDefault;
  let state: Loading | null = null;
  const init = (): Loading => (state ??= load(options.loader));

  function Loadable(props: Record<string, unknown>): ReactNode {
    const current = init();
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    const [pastDelay, setPastDelay] = useState(delay <= 0);
    useEffect(() => {
      if (current.done) return undefined;
      let live = true;
      const timer = delay > 0 ? setTimeout(() => live && setPastDelay(true), delay) : undefined;
      const settle = () => {
        clearTimeout(timer);
        if (live) redraw();
      };
      current.promise.then(settle, settle);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [current]);
    if (!current.done || current.failed) {
      const retry = () => {
        state = load(options.loader);
        setPastDelay(delay <= 0);
        redraw();
      };
      return createElement(options.loading, { isLoading: !current.done, pastDelay, timedOut: false, error: current.failed ? current.error : null, retry });
    }
    return draw(current.loaded, props);
  }

  return Object.assign(Loadable, { preload: () => init().promise });
}

function Loadable(options: Options<Loader>): LoadableComponent {
  return loadable(loadOne, options);
}

Loadable.Map = (options: Options<Record<string, Loader>>): LoadableComponent => loadable(loadMap, options);

export default Loadable;
