import { startTransition, useEffect, useRef, useState, type ComponentType, type FocusEvent } from 'react';
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
 * The deferred field once it is here, else null: then render a stand-in with `standInProps` (its focus, blur and
 * pointer handlers). `onCandidateBlur` is the field's own onBlur, called when the candidate leaves the stand-in (not
 * when the real field takes its place).
 *
 * - When the browser is idle the chunk is fetched and the field takes the stand-in's place in a transition: React
 *   renders it in slices, so the swap adds no long task to the page's start-up (Lighthouse TBT, docs/performance.md).
 * - Sooner when the candidate comes to it: the pointer over the stand-in, or the focus on it (tap, click or Tab). Then
 *   the field also takes the focus of the element with `inputId`, and opens its list if a pointer put the focus there
 *   (`openOnArrival`), so one click or tap opens it as it would the real field.
 * - A failure when the candidate wants the field (its chunk failed twice) is thrown to the route boundary.
 */
export function useDeferredField<P>(deferred: DeferredField<P>, inputId: string, onCandidateBlur?: () => void) {
  const [Field, setField] = useState<ComponentType<P> | null>(() => deferred.loaded());
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const focusWhenReady = useRef(false);
  const pressed = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (!Field) whenIdle(() => deferred.load().then((f) => mounted.current && startTransition(() => setField(() => f))));
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

  const arrive = () =>
    retryOnce(deferred.load)().then(
      (f) => mounted.current && setField(() => f),
      (error: unknown) => mounted.current && focusWhenReady.current && setFailure(() => error ?? new Error('Loading chunk failed')),
    );

  return {
    Field,
    /** For the field: open the list as it arrives (a pointer, not the keyboard, focused the stand-in). */
    openOnArrival,
    /** Event handlers for the stand-in (a TextInput). */
    standInProps: {
      onPointerEnter: () => void arrive(),
      onPointerDown: () => {
        pressed.current = true;
      },
      onFocus: () => {
        focusWhenReady.current = true;
        if (pressed.current) setOpenOnArrival(true);
        void arrive();
      },
      onBlur: (e: FocusEvent) => {
        // Removed because the real field took its place (and takes the focus): not a blur by the candidate.
        if (!e.currentTarget.isConnected) return;
        focusWhenReady.current = false;
        pressed.current = false;
        onCandidateBlur?.();
      },
    },
  };
}

/** TextInput slots for a deferred dropdown's stand-in: a read-only combobox with the dropdown arrow. */
export const standInSlots = {
  htmlInput: { readOnly: true, role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' as const },
  input: { endAdornment: <ArrowDropDown aria-hidden sx={{ mr: -0.75, color: 'action.active', pointerEvents: 'none' }} /> },
};
