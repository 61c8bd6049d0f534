/**
 * Runs a router update just after a form's submit event instead of inside it. React 19 treats a transition
 * started inside a submit handler as a form action and snapshots the form with `new FormData(form)`; the
 * test environment's FormData (undici, via jest-fixed-jsdom) rejects jsdom forms, and nothing here needs
 * form-action state anyway. In browsers the only effect is that the navigation starts a microtask later.
 */
export function afterSubmit(fn: () => void): void {
  queueMicrotask(fn);
}
