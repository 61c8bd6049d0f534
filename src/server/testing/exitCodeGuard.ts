/**
 * PGlite is Emscripten-built: an instance that quits with a status sets `process.exitCode`, and the property is an
 * accessor of the real process, which Jest's sandboxed `process` copies. On a 2-core machine Jest runs every test in
 * band, in its own process, so a status an instance left behind became Jest's exit code after every test passed (a
 * CI run failed that way: "0 failed", exit 1). Each server test file must end with the exit code it began with: one
 * that changes it fails here, naming the status, and the code is put back so the next file is judged on its own.
 */
let atStart: typeof process.exitCode;

beforeAll(() => {
  atStart = process.exitCode;
});

afterAll(() => {
  const left = process.exitCode;
  if (left === atStart) return;
  process.exitCode = atStart;
  throw new Error(`This test file left process.exitCode = ${String(left)} (was ${String(atStart)}): something it ran quit with a status`);
});
