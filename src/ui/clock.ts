/**
 * The page's clock for times shown relative to now ("posted 3 days ago"). A page rendered by the server (issue 18)
 * hands its clock over and the client keeps the difference, so the first client render shows what the server's HTML
 * shows (no hydration mismatch when the device's clock is off or a day ends in between) and later renders stay
 * consistent with it.
 */
let offsetMs = 0;

/** Called once before hydration with the server's `Date.now()` of the render. */
export function syncClock(serverNow: number): void {
  offsetMs = serverNow - Date.now();
}

export function pageNow(): number {
  return Date.now() + offsetMs;
}
