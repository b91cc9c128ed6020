import React, { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Selective hydration for content that is server-rendered but not shown yet
 * (the hidden tabs of the Deployed Contracts page). While the page hydrates,
 * a deferred boundary keeps its server HTML as it is and stays inert until
 * `releaseHydration(id)` is called (the tab is opened); React then hydrates it
 * and replays any event it received. On client-side navigation there is no
 * server HTML, and nothing is deferred.
 */
interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

const gates = new Map<string, Gate>();

function gate(id: string): Gate {
  let g = gates.get(id);
  if (!g) {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    const created: Gate = { open: false, promise, release: () => {} };
    created.release = () => {
      created.open = true;
      release();
    };
    gates.set(id, created);
    g = created;
  }
  return g;
}

/** Lets a deferred boundary hydrate. Safe to call any number of times, on the server too. */
export function releaseHydration(id: string): void {
  if (typeof window !== 'undefined') gate(id).release();
}

const subscribe = () => () => {};
/** True while React hydrates server HTML (and on the server), false for client renders. */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );

function Hold({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const hydrating = useIsHydrating();
  if (typeof window !== 'undefined' && hydrating) {
    const g = gate(id);
    if (!g.open) use(g.promise);
  }
  return children;
}

export default function DeferredHydration({ id, defer, children }: { id: string; defer: boolean; children: ReactNode }): ReactNode {
  if (!defer) return children;
  return (
    <Suspense fallback={null}>
      <Hold id={id}>{children}</Hold>
    </Suspense>
  );
}
