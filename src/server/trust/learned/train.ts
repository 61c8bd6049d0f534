/**
 * `npm run train:trust`: trains the learned layer on the training part of the corpus (corpus/train/*.json; never
 * the test part) and writes learned/weights.json. Deterministic: the same corpus and rules give the same file.
 * The rule signal codes are features, so retrain after changing the rules (learned.test.ts checks the file is
 * current).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpusPart, trustInputOf } from '../corpus/load';
import type { CorpusPosting } from '../corpus/types';
import { assessTrust, plainText, RULES_ONLY } from '../signals';
import { HASH_BITS, KIND_HASH_BITS, kindFeatures, ruleFeatureCodes, textFeatures } from './features';
import { dot, loadLinear, sigmoid, storeLinear, trainLogistic, type Example, type StoredLinear } from './model';

export const WEIGHTS_FILE = join(__dirname, 'weights.json');

/** The scam types the type model tells apart (CorpusPosting.scamType); others count as "other". */
export const KINDS = ['fee', 'task', 'mule', 'reshipping', 'trading', 'gov-no-exam', 'instant-deployment', 'credentials', 'identity', 'lure', 'wfh-pay-claim'] as const;

export const TRAINING = { seed: 35, epochs: 12, lambda: 3e-5, eta0: 0.5 } as const;
const KIND_TRAINING = { seed: 36, epochs: 20, lambda: 1e-5, eta0: 0.5 } as const;

export interface StoredWeights {
  version: 1;
  hashBits: number;
  kindHashBits: number;
  scam: StoredLinear;
  kinds: string[];
  kindModels: StoredLinear[];
  trainedOn: { postings: number; scams: number; rulesFingerprint: string };
}

/** The text the rules pass to the layer (signals.ts assessTrust): the plain text of title and description. */
export function learnedText(p: Pick<CorpusPosting, 'title' | 'description'>): string {
  return plainText(`${p.title}\n${p.description}`);
}

/** The rule codes assessTrust finds on each posting, judged as ingestion judges it (corpus/load.ts), rules alone. */
export function ruleCodesOf(p: CorpusPosting): string[] {
  return ruleFeatureCodes(Object.keys(assessTrust(trustInputOf(p), undefined, RULES_ONLY).evidence));
}

export function rulesFingerprint(codes: readonly (readonly string[])[]): string {
  return createHash('sha256').update(codes.map((c) => c.join(',')).join('\n')).digest('hex').slice(0, 16);
}

export function train(postings: readonly CorpusPosting[]): StoredWeights {
  const sorted = [...postings].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const codes = sorted.map(ruleCodesOf);
  const texts = sorted.map(learnedText);
  const examples: Example[] = sorted.map((p, i) => ({ x: textFeatures(texts[i], codes[i]), y: p.label === 'scam' ? 1 : 0 }));
  const scams = examples.filter((e) => e.y === 1).length;
  const scam = trainLogistic(examples, { dim: 1 << HASH_BITS, ...TRAINING });

  const scamIdx = sorted.map((p, i) => (p.label === 'scam' ? i : -1)).filter((i) => i >= 0);
  const kindX = scamIdx.map((i) => kindFeatures(texts[i], codes[i]));
  const kindModels = KINDS.map((kind) => {
    const kindExamples = scamIdx.map((i, j) => ({ x: kindX[j], y: sorted[i].scamType === kind ? 1 : 0 }));
    const positives = kindExamples.filter((e) => e.y === 1).length;
    // Each type against all the others: weigh its few positives up so no type wins by its share alone.
    const positiveWeight = (kindExamples.length - positives) / Math.max(1, positives);
    return storeLinear(trainLogistic(kindExamples, { dim: 1 << KIND_HASH_BITS, ...KIND_TRAINING, positiveWeight }));
  });
  return {
    version: 1,
    hashBits: HASH_BITS,
    kindHashBits: KIND_HASH_BITS,
    scam: storeLinear(scam),
    kinds: [...KINDS],
    kindModels,
    trainedOn: { postings: sorted.length, scams, rulesFingerprint: rulesFingerprint(codes) },
  };
}

export function serialise(w: StoredWeights): string {
  return `${JSON.stringify(w)}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// `npm run train:trust -- --cv`: how well the layer generalises inside the training part, without the test part:
// trained on the generated postings only, scored on the old issue-17 set (another writer), and 5-fold by id.

function scoreOf(weights: StoredWeights, p: CorpusPosting, codes: readonly string[]): number {
  const m = loadLinear(weights.scam, 1 << weights.hashBits);
  return sigmoid(dot(m, textFeatures(learnedText(p), codes)));
}

function summary(name: string, scored: ReadonlyArray<{ p: CorpusPosting; s: number }>): string {
  const at = (t: number) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { p, s } of scored) {
      const y = p.label === 'scam';
      if (s >= t && y) tp++;
      else if (s >= t) fp++;
      else if (y) fn++;
    }
    return `p≥${t}: recall ${(tp / Math.max(1, tp + fn)).toFixed(3)} (${tp}/${tp + fn}) precision ${(tp / Math.max(1, tp + fp)).toFixed(3)} (${tp}/${tp + fp})`;
  };
  return `${name} (${scored.length}): ${at(0.5)}; ${at(0.7)}; ${at(0.9)}`;
}

export function crossValidate(postings: readonly CorpusPosting[]): string[] {
  const codes = new Map(postings.map((p) => [p.id, ruleCodesOf(p)]));
  const generated = postings.filter((p) => p.id.startsWith('train-gen-'));
  const others = postings.filter((p) => !p.id.startsWith('train-gen-'));
  const w = train(generated);
  const lines = [summary('trained on generated, scored on the old set (another writer)', others.map((p) => ({ p, s: scoreOf(w, p, codes.get(p.id) ?? []) })))];
  const folds = 5;
  const scored: { p: CorpusPosting; s: number }[] = [];
  for (let f = 0; f < folds; f++) {
    const inFold = (p: CorpusPosting) => Number.parseInt(createHash('md5').update(p.id).digest('hex').slice(0, 6), 16) % folds === f;
    const wf = train(postings.filter((p) => !inFold(p)));
    for (const p of postings.filter(inFold)) scored.push({ p, s: scoreOf(wf, p, codes.get(p.id) ?? []) });
  }
  lines.push(summary(`${folds}-fold by id over the whole training part`, scored));
  return lines;
}

if (require.main === module && process.argv.includes('--cv')) {
  process.stdout.write(`${crossValidate(loadCorpusPart('train').postings).join('\n')}\n`);
} else if (require.main === module) {
  const started = Date.now();
  const part = loadCorpusPart('train');
  const weights = train(part.postings);
  const text = serialise(weights);
  writeFileSync(WEIGHTS_FILE, text);
  const checksum = createHash('sha256').update(text).digest('hex').slice(0, 16);
  process.stdout.write(
    `trained on ${weights.trainedOn.postings} postings (${weights.trainedOn.scams} scams) from ${part.files.join(', ')} in ${Date.now() - started} ms\n` +
      `wrote ${WEIGHTS_FILE}: ${(text.length / 1024).toFixed(0)} KB, ${weights.scam.w.length} scam weights, ${weights.kindModels.reduce((s, m) => s + m.w.length, 0)} type weights, sha256 ${checksum}\n`,
  );
}
