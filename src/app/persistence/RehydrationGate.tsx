import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * redux-persist's PersistGate, with one difference: the app's first real render (when the persisted slices are
 * back) is a transition, so React builds the first screen in slices and keeps the main thread free for input
 * (PersistGate's plain setState renders it as one long task: Lighthouse TBT, docs/performance.md).
 */
export default function RehydrationGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const [ready, setReady] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    if (ready) return undefined;
    const check = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setReady(true));
    };
    const unsubscribe = persistor.subscribe(check);
    check();
    return unsubscribe;
  }, [persistor, ready]);
  return ready ? children : null;
}
