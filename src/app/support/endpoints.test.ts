import fs from 'node:fs';
import path from 'node:path';
import { apiSlice } from '@/api/apiSlice';
import { ENDPOINT_MODULES } from './endpoints';

const root = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'server' || e.name === 'e2e' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

test('the replay knows every injected endpoint, so recorded RTK Query actions can be re-run', () => {
  const injecting = sources(path.join(root, 'src'))
    .filter((f) => !f.includes(`${path.sep}testing${path.sep}`) && /\.injectEndpoints\(/.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .sort();
  expect([...ENDPOINT_MODULES].sort()).toEqual(injecting);
  for (const name of ['getJobs', 'getJob', 'applyJob', 'login', 'getMyProfile', 'getLanding']) expect(Object.keys(apiSlice.endpoints)).toContain(name);
});
