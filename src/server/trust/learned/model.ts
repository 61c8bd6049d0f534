/**
 * The learned layer's models (docs/trust.md "Learned layer"): an L2-regularised logistic regression over hashed
 * features (scam or genuine), and one-vs-rest logistic regressions over scam types (which type a scam reads like).
 * Trained by SGD with a seeded shuffle, so the same corpus gives the same weights; stored sparse (only non-zero
 * weights, rounded to 4 decimals, indices delta-encoded) in weights.json.
 */
import type { SparseVector } from './features';

export interface Example {
  x: SparseVector;
  y: number;
}

export interface TrainOptions {
  dim: number;
  epochs: number;
  /** L2 strength. */
  lambda: number;
  /** Initial learning rate (decays as eta0 / (1 + eta0·lambda·t)). */
  eta0: number;
  seed: number;
  /** Weight of positive examples relative to negative ones. */
  positiveWeight?: number;
}

export interface LinearModel {
  bias: number;
  weights: Float64Array;
}

/** mulberry32, as the corpus generator: the training shuffle is part of what the weights depend on. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sigmoid(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}

export function dot(model: LinearModel, x: SparseVector): number {
  let z = model.bias;
  const w = model.weights;
  for (let i = 0; i < x.idx.length; i++) z += w[x.idx[i]] * x.val[i];
  return z;
}

/** Logistic regression by SGD with L2 through a running scale (weights = scale · v), so decay costs nothing per step. */
export function trainLogistic(examples: readonly Example[], o: TrainOptions): LinearModel {
  const v = new Float64Array(o.dim);
  let scale = 1;
  let bias = 0;
  const order = examples.map((_, i) => i);
  const random = rng(o.seed);
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const { x, y } = examples[k];
      const eta = o.eta0 / (1 + o.eta0 * o.lambda * t);
      t++;
      let z = bias;
      for (let i = 0; i < x.idx.length; i++) z += scale * v[x.idx[i]] * x.val[i];
      const weight = y === 1 ? (o.positiveWeight ?? 1) : 1;
      const g = (sigmoid(z) - y) * weight;
      scale *= 1 - eta * o.lambda;
      if (scale < 1e-9) {
        for (let i = 0; i < v.length; i++) v[i] *= scale;
        scale = 1;
      }
      const step = (eta * g) / scale;
      for (let i = 0; i < x.idx.length; i++) v[x.idx[i]] -= step * x.val[i];
      bias -= eta * g;
    }
  }
  const weights = new Float64Array(o.dim);
  for (let i = 0; i < o.dim; i++) weights[i] = v[i] * scale;
  return { bias, weights };
}

// ---------------------------------------------------------------------------------------------------------------
// Storage

/** Sparse, rounded storage: idx delta-encoded, w as integers in units of 1e-4. */
export interface StoredLinear {
  bias: number;
  idx: number[];
  w: number[];
}

const round4 = (x: number) => Math.round(x * 1e4);

export function storeLinear(m: LinearModel): StoredLinear {
  const idx: number[] = [];
  const w: number[] = [];
  let last = 0;
  for (let i = 0; i < m.weights.length; i++) {
    const q = round4(m.weights[i]);
    if (q === 0) continue;
    idx.push(i - last);
    w.push(q);
    last = i;
  }
  return { bias: round4(m.bias) / 1e4, idx, w };
}

export function loadLinear(s: StoredLinear, dim: number): LinearModel {
  const weights = new Float64Array(dim);
  let at = 0;
  for (let i = 0; i < s.idx.length; i++) {
    at += s.idx[i];
    weights[at] = s.w[i] / 1e4;
  }
  return { bias: s.bias, weights };
}
