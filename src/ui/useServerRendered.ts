import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True on the server and while the client hydrates what the server rendered; false in every browser render after
 * that (React renders again with the browser's answer right after hydrating). For what the server's HTML must show
 * at once but a browser render may animate, such as a fade-in on mount.
 */
export function useServerRendered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
