/**
 * Features of the learned layer (docs/trust.md "Learned layer"): the text of a posting (title and description),
 * lower-cased and normalised (tags and entities removed, every run of digits read as "0", so "₹15,000" and "₹4,999"
 * look alike), as word unigrams and bigrams and character 3- to 5-grams, hashed (FNV-1a) to 2^HASH_BITS buckets and
 * L2-normalised; plus the rule signal codes (assessTrust) as binary features. No import of signals.ts: the rules
 * call this layer.
 */

export const HASH_BITS = 16;
/** The type model reads only words, in a smaller space. */
export const KIND_HASH_BITS = 12;
/** Text beyond this many characters is not read (speed; a posting's tell is rarely that far down). */
export const MAX_CHARS = 6000;

/** A sparse vector: bucket indices (ascending, unique) and values. */
export interface SparseVector {
  idx: Uint32Array;
  val: Float64Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnvStep(h: number, code: number): number {
  return Math.imul(h ^ code, FNV_PRIME) >>> 0;
}

function hashString(prefix: number, s: string): number {
  let h = fnvStep(FNV_OFFSET, prefix);
  for (let i = 0; i < s.length; i++) h = fnvStep(h, s.charCodeAt(i));
  return h;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', nbsp: ' ', lt: '<', gt: '>', quot: '"', apos: "'", rsquo: "'", ndash: '-', mdash: '-', rupee: '₹' };

/** Lower-case plain text with digits folded and spaces collapsed. */
export function normalise(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Math.min(Number(n), 0x10ffff)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\d+(?:[.,]\d+)*/g, '0')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_RE = /[\p{L}\p{M}0₹₱$@%]+(?:'[\p{L}]+)?/gu;

export function words(normalised: string): string[] {
  return normalised.match(WORD_RE) ?? [];
}

/** Codes that come from this layer itself are never its own input. */
export function ruleFeatureCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.filter((c) => !/learn|model|reads_like/i.test(c)))].sort();
}

/** Scratch space reused across calls (the API process scores one posting at a time; JS is single-threaded). */
class Accumulator {
  private seen: Uint8Array = new Uint8Array(0);
  private touched: Uint32Array = new Uint32Array(1024);
  private count = 0;
  reset(dim: number): void {
    if (this.seen.length !== dim) this.seen = new Uint8Array(dim);
    this.count = 0;
  }
  add(k: number): void {
    if (this.seen[k]) return;
    this.seen[k] = 1;
    if (this.count === this.touched.length) {
      const grown = new Uint32Array(this.touched.length * 2);
      grown.set(this.touched);
      this.touched = grown;
    }
    this.touched[this.count++] = k;
  }
  /** The text buckets L2-normalised (binary presence), plus the rule buckets at 1. */
  finish(rules: readonly number[]): SparseVector {
    const textValue = this.count > 0 ? 1 / Math.sqrt(this.count) : 0;
    const ruleCount = new Map<number, number>();
    for (const k of rules) ruleCount.set(k, (ruleCount.get(k) ?? 0) + 1);
    for (const k of ruleCount.keys()) {
      if (this.seen[k]) continue;
      this.add(k);
      this.seen[k] = 2;
    }
    const idx = this.touched.slice(0, this.count).sort();
    const val = new Float64Array(idx.length);
    for (let i = 0; i < idx.length; i++) {
      const k = idx[i];
      val[i] = (this.seen[k] === 1 ? textValue : 0) + (ruleCount.get(k) ?? 0);
      this.seen[k] = 0;
    }
    this.count = 0;
    return { idx, val };
  }
}

const acc = new Accumulator();

function finishWithRules(ruleCodes: readonly string[], mask: number): SparseVector {
  return acc.finish(ruleFeatureCodes(ruleCodes).map((code) => hashString(0x72, code) & mask));
}

/** The main model's features. */
export function textFeatures(text: string, ruleCodes: readonly string[], bits = HASH_BITS): SparseVector {
  const mask = (1 << bits) - 1;
  const norm = normalise(text);
  acc.reset(1 << bits);
  const ws = words(norm);
  for (let i = 0; i < ws.length; i++) {
    acc.add(hashString(0x77, ws[i]) & mask);
    if (i + 1 < ws.length) acc.add(hashString(0x62, `${ws[i]} ${ws[i + 1]}`) & mask);
  }
  // Character 3- to 5-grams over the normalised text, hashed incrementally from each start.
  const s = ` ${norm} `;
  for (let i = 0; i + 3 <= s.length; i++) {
    let h = fnvStep(FNV_OFFSET, 0x63);
    for (let n = 0; n < 5 && i + n < s.length; n++) {
      h = fnvStep(h, s.charCodeAt(i + n));
      if (n >= 2) acc.add(fnvStep(h, n) & mask);
    }
  }
  return finishWithRules(ruleCodes, mask);
}

/** The type model's features: words and word pairs only. */
export function kindFeatures(text: string, ruleCodes: readonly string[], bits = KIND_HASH_BITS): SparseVector {
  const mask = (1 << bits) - 1;
  acc.reset(1 << bits);
  const ws = words(normalise(text));
  for (let i = 0; i < ws.length; i++) {
    acc.add(hashString(0x77, ws[i]) & mask);
    if (i + 1 < ws.length) acc.add(hashString(0x62, `${ws[i]} ${ws[i + 1]}`) & mask);
  }
  return finishWithRules(ruleCodes, mask);
}
