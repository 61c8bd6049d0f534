/**
 * The learned layer of the trust signals (issue 35; docs/trust.md "Learned layer"): how much a posting's text reads
 * like the scams of the training corpus, with the rule signals as features, and which scam type it reads most like.
 * The weights (weights.json) are trained by `npm run train:trust` (learned/train.ts) and loaded once.
 */
import { HASH_BITS, KIND_HASH_BITS, kindFeatures, textFeatures } from './features';
import { dot, loadLinear, sigmoid, type LinearModel, type StoredLinear } from './model';
import stored from './weights.json';

export interface LearnedVerdict {
  /** 0..1: how much the text reads like the scams of the training corpus. */
  probability: number;
  /** The scam type it reads most like ("task", "mule", …), or null below LEARNED_CAUTION_PROBABILITY. */
  kind: string | null;
}

/**
 * Suggested operating points (docs/trust.md "Learned layer"): at or above the first the text reads like a scam
 * (caution); at or above the second it reads like one strongly enough to weigh as a high-risk signal.
 */
export const LEARNED_CAUTION_PROBABILITY = 0.5;
export const LEARNED_HIGH_RISK_PROBABILITY = 0.85;

interface Loaded {
  scam: LinearModel;
  kinds: readonly string[];
  kindModels: readonly LinearModel[];
}

let loaded: Loaded | null = null;

function model(): Loaded {
  if (loaded) return loaded;
  const w = stored as { hashBits: number; kindHashBits: number; scam: StoredLinear; kinds: string[]; kindModels: StoredLinear[] };
  if (w.hashBits !== HASH_BITS || w.kindHashBits !== KIND_HASH_BITS) throw new Error('learned/weights.json does not match the features: run npm run train:trust');
  loaded = {
    scam: loadLinear(w.scam, 1 << HASH_BITS),
    kinds: w.kinds,
    kindModels: w.kindModels.map((m) => loadLinear(m, 1 << KIND_HASH_BITS)),
  };
  return loaded;
}

/** The scam type the text reads most like (the type models are trained on scams only). */
export function learnedKind(text: string, ruleCodes: readonly string[]): string | null {
  const m = model();
  const x = kindFeatures(text, ruleCodes);
  let best: string | null = null;
  let bestZ = -Infinity;
  m.kindModels.forEach((km, i) => {
    const z = dot(km, x);
    if (z > bestZ) {
      bestZ = z;
      best = m.kinds[i];
    }
  });
  return best;
}

/**
 * `text`: the posting's title and description ("title\ndescription", HTML or plain); `ruleCodes`: the signal codes
 * the rules found (assessTrust's evidence keys; the learned layer's own code is ignored).
 */
export function learnedScamScore(text: string, ruleCodes: readonly string[]): LearnedVerdict {
  const m = model();
  const probability = sigmoid(dot(m.scam, textFeatures(text, ruleCodes)));
  return { probability, kind: probability >= LEARNED_CAUTION_PROBABILITY ? learnedKind(text, ruleCodes) : null };
}
