import { useEffect, useRef, useState, type ComponentType } from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { whenIdle } from '@/ui/idle';
import { retryOnce } from '@/ui/lazyWithRetry';

export interface DeferredField<P> {
  /** Loads the field's chunk once (again after a failure); resolves at once when it is already here. */
  load: () => Promise<ComponentType<P>>;
  /** The field, once loaded. */
  loaded: () => ComponentType<P> | null;
}

/** A field component that lives in a chunk of its own (heavy MUI parts the first paint does not need). */
export function deferredField<P>(importer: () => Promise<{ default: ComponentType<P> }>): DeferredField<P> {
  let field: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (m) => (field = m.default),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => field,
  };
}

/**
 * The deferred field when it is here, else null (render a stand-in): it loads when the browser is idle, or at once
 * when the stand-in calls `wanted()` on focus, and then takes over the focus of the element with `inputId`.
 * `notWanted()` (on a user's blur) cancels that hand-over. When the candidate wants the field and its chunk cannot be
 * loaded (one retry), the hook throws the error to the route boundary.
 */
export function useDeferredField<P>(deferred: DeferredField<P>, inputId: string) {
  const [Field, setField] = useState<ComponentType<P> | null>(() => deferred.loaded());
  const [failure, setFailure] = useState<unknown>(null);
  const focusWhenReady = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (!Field) whenIdle(() => deferred.load().then((f) => mounted.current && setField(() => f)));
    return () => {
      mounted.current = false;
    };
  }, [Field, deferred]);

  useEffect(() => {
    if (Field && focusWhenReady.current) {
      focusWhenReady.current = false;
      document.getElementById(inputId)?.focus();
    }
  }, [Field, inputId]);

  // The candidate wants the field and its chunk failed twice: the route boundary's 'Loading chunk failed' screen
  // with Reload (decisions.md §3), rather than a field that silently never opens.
  if (failure) throw failure;

  return {
    Field,
    wanted: () => {
      focusWhenReady.current = true;
      retryOnce(deferred.load)()
        .then(
          (f) => mounted.current && setField(() => f),
          (error: unknown) => mounted.current && setFailure(() => error ?? new Error('Loading chunk failed')),
        );
    },
    notWanted: () => {
      focusWhenReady.current = false;
    },
  };
}

/** TextInput slots for a deferred dropdown's stand-in: a read-only combobox with the dropdown arrow. */
export const standInSlots = {
  htmlInput: { readOnly: true, role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' as const },
  input: { endAdornment: <ArrowDropDown aria-hidden sx={{ mr: -0.75, color: 'action.active', pointerEvents: 'none' }} /> },
};
