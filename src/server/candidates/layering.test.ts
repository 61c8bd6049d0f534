import fs from 'node:fs';
import path from 'node:path';

/**
 * SmartMatch builds on the candidate's preferences, so candidates/ must not import smartmatch/ (issue 32: the
 * candidates ↔ smartmatch cycle). What candidates needs of SmartMatch comes through `app.smartMatch`
 * (smartMatchPort.ts), which app.ts fills.
 */
describe('candidates/ does not depend on smartmatch/', () => {
  it('no module of candidates/ (tests aside) imports from smartmatch/', () => {
    const dir = __dirname;
    const offenders = fs
      .readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /from '\.\.\/smartmatch\//.test(fs.readFileSync(path.join(dir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
