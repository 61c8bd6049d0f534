// A real browser against a real server: steps take seconds, not milliseconds.
jest.setTimeout(60_000);
