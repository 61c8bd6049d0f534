import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadCorpusPart } from '../corpus/load';
import { assessTrust } from '../signals';
import { textFeatures } from './features';
import { LEARNED_CAUTION_PROBABILITY, learnedKind, learnedScamScore } from './index';
import { learnedText, ruleCodesOf, rulesFingerprint, serialise, train, WEIGHTS_FILE, type StoredWeights } from './train';

const TASK_SCAM =
  'Part Time Job From Home\nLike YouTube videos and follow Instagram pages, earn ₹450 per task. First 3 tasks are free and paid immediately. ' +
  'Top up ₹2,000 to unlock VIP tasks with 30% commission. Contact Telegram @hr_priya21.';
const GENUINE =
  'Accountant\n<p>Prepare monthly management accounts and reconciliations for our Pune plant. Degree in Accounting, 3 years in manufacturing, Tally and Excel.</p>' +
  '<p>PF, ESI and gratuity as per law. Apply on our careers page.</p>';

/** The codes the rules find on a text, as the rules pass them to the layer. */
const codesOf = (text: string) => {
  const [title, ...rest] = text.split('\n');
  return Object.keys(assessTrust({ title, description: rest.join('\n'), verifiedSource: true }).evidence);
};

describe('learned layer', () => {
  it('loads its weights and scores an obvious task scam high and an ordinary genuine posting low', () => {
    const scam = learnedScamScore(TASK_SCAM, codesOf(TASK_SCAM));
    expect(scam.probability).toBeGreaterThan(0.5);
    expect(learnedScamScore(TASK_SCAM, ['personal_contact_only']).probability).toBeGreaterThan(0.9);
    expect(scam.kind).toBe('task');
    const genuine = learnedScamScore(GENUINE, codesOf(GENUINE));
    expect(genuine.probability).toBeLessThan(LEARNED_CAUTION_PROBABILITY);
    expect(genuine.kind).toBeNull();
  });

  it('tells scam types apart and reads the rule codes', () => {
    const scams = loadCorpusPart('train').postings.filter((p) => p.label === 'scam');
    const right = scams.filter((p) => learnedKind(learnedText(p), ruleCodesOf(p)) === p.scamType).length;
    expect(right / scams.length).toBeGreaterThan(0.95);
    expect(learnedKind('Package Handler (Home Based)\nReceive parcels at your home, relabel and reship them with the prepaid labels we email you.', [])).toBe('reshipping');
    const withFee = learnedScamScore(GENUINE, ['asks_for_money']).probability;
    expect(withFee).toBeGreaterThan(learnedScamScore(GENUINE, []).probability);
  });

  it('is deterministic and fast', () => {
    expect(learnedScamScore(TASK_SCAM, ['personal_contact_only'])).toEqual(learnedScamScore(TASK_SCAM, ['personal_contact_only']));
    const a = textFeatures(GENUINE, []);
    expect(Array.from(a.idx)).toEqual(Array.from(textFeatures(GENUINE, []).idx));
    for (let i = 0; i < 50; i++) learnedScamScore(GENUINE, []);
    const started = process.hrtime.bigint();
    const runs = 300;
    for (let i = 0; i < runs; i++) learnedScamScore(i % 2 ? GENUINE : TASK_SCAM, ['personal_contact_only']);
    const msPerPosting = Number(process.hrtime.bigint() - started) / 1e6 / runs;
    // Under 1 ms on a quiet machine; the bound leaves room for a loaded CI runner.
    expect(msPerPosting).toBeLessThan(3);
  });

  it('retraining on the committed training part reproduces weights.json exactly', () => {
    const committedText = readFileSync(WEIGHTS_FILE, 'utf8');
    const committed = JSON.parse(committedText) as StoredWeights;
    const postings = loadCorpusPart('train').postings;
    const sorted = [...postings].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const fingerprint = rulesFingerprint(sorted.map(ruleCodesOf));
    if (fingerprint !== committed.trainedOn.rulesFingerprint) {
      throw new Error('The rules find other signals on the training part than when weights.json was trained: run `npm run train:trust` and commit weights.json.');
    }
    const retrained = serialise(train(postings));
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(sha(retrained)).toBe(sha(committedText));
  }, 60_000);
});
