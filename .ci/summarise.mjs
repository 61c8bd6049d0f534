// Totals the results npm test wrote to the given folder: Jest JSON reports (*.json) and check marks
// (*.check files holding 'passed' or 'failed', one per lint / type-check / build step).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
for (const f of files) {
  const full = path.join(dir, f);
  if (f.endsWith('.json')) {
    const r = JSON.parse(fs.readFileSync(full, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.log(`${f}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numRuntimeErrorTestSuites ?? 0} suites failed to run`);
  } else if (f.endsWith('.check')) {
    const ok = fs.readFileSync(full, 'utf8').trim() === 'passed';
    if (ok) passed += 1;
    else failed += 1;
    console.log(`${f.replace(/\.check$/, '')}: ${ok ? 'passed' : 'failed'}`);
  }
}
if (files.length === 0) failed += 1; // nothing ran: make it visible
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
