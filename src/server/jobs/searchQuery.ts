import { SEARCH_SYNONYMS } from './searchVocabulary';

/**
 * The job search's query language (issue 32): websearch_to_tsquery's syntax ("quoted phrase", -excluded, or) with
 * prefix matching for plain words, and the region's vocabulary (searchVocabulary.ts) expanded. Pure: the output is
 * text for to_tsquery('simple', …), always syntactically valid because every lexeme is built from letters, digits,
 * marks and dots only.
 */
export interface ParsedSearch {
  /** For to_tsquery('simple', …): the whole search, synonyms expanded (matches title, skills, company and description). */
  tsquery: string;
  /** The same search with every positive lexeme restricted to weight A (the title), negatives and OR kept as they are; null when there is no positive term. Used as a rank bonus: "all the words are in the title". */
  titleAll: string | null;
  /** The positive plain words (not quoted, not negated), in order, as one phrase restricted to weight A ("software:*A <-> engineer:*A"); null when fewer than two such words or when the search uses OR. Rank bonus for a whole-phrase title match. */
  titlePhrase: string | null;
  /** The positive words as plain lowercase text (at most 100 chars), for a trigram typo fallback. */
  plain: string;
}

const MAX_TERMS = 8;
const MAX_WORD = 40;
const MAX_PLAIN = 100;
/** Members this short are abbreviations ("rn", "hr"): as prefixes they would find unrelated words ("rnd", "hrs"). */
const EXACT_UP_TO = 3;

/**
 * A word: a dotted abbreviation or name ("W.L.L.", "node.js", "asp.net"), read as one word as PostgreSQL's parser
 * reads it, else a run of letters, digits and combining marks (Devanagari, Tamil and Thai vowel signs are marks).
 * (issue 31's prefix query split "node.js" in two although the job's text has 'node.js'.)
 */
const WORD = '(?:[\\p{L}\\p{N}]\\.){2,}[\\p{L}\\p{N}]?|[\\p{L}\\p{N}]+(?:\\.[\\p{L}\\p{N}]+)+|[\\p{L}\\p{N}\\p{M}]+';
const WORD_AT = new RegExp(WORD, 'uy');
const WORDS = new RegExp(WORD, 'gu');
const IS_WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** One lexeme of the tsquery. */
interface Lexeme {
  word: string;
  prefix: boolean;
}
/** A term's meaning: one lexeme, a phrase (adjacent words in order) or a group of alternatives. */
type Node = { kind: 'lexeme'; lexeme: Lexeme } | { kind: 'phrase'; lexemes: Lexeme[] } | { kind: 'any'; nodes: Node[] };
interface Term {
  node: Node;
  negated: boolean;
}

/** What the scanner reads: a word or a quoted phrase, possibly excluded. */
type Token = { kind: 'word'; word: string; negated: boolean } | { kind: 'phrase'; words: string[]; negated: boolean };
/** A term of the input, or an OR between the two around it. */
type Item = Token | { kind: 'or' };

/** Trimmed to the length limit by code points (an astral letter is never cut in half) and without a trailing dot. */
function clean(word: string): string {
  return Array.from(word.replace(/\.+$/, '')).slice(0, MAX_WORD).join('');
}

function wordsOf(text: string): string[] {
  return (text.match(WORDS) ?? []).map(clean).filter(Boolean);
}

/** Reads words, "quoted phrases" (an unclosed quote runs to the end) and a leading minus; the rest separates. */
function scan(text: string): Token[] {
  const tokens: Token[] = [];
  let negated = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      const words = wordsOf(text.slice(i + 1, end < 0 ? text.length : end)).slice(0, MAX_TERMS);
      if (words.length) tokens.push({ kind: 'phrase', words, negated });
      negated = false;
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    const next = text[i + 1] ?? '';
    if (c === '-' && (i === 0 || !IS_WORD_CHAR.test(text[i - 1])) && (next === '"' || IS_WORD_CHAR.test(next))) {
      negated = true;
      i += 1;
      continue;
    }
    WORD_AT.lastIndex = i;
    const match = WORD_AT.exec(text);
    if (match) {
      const word = clean(match[0]);
      if (word) tokens.push({ kind: 'word', word, negated });
      i += match[0].length;
    } else {
      i += 1;
    }
    negated = false;
  }
  return tokens;
}

const isOrWord = (t: Token) => t.kind === 'word' && !t.negated && t.word === 'or';

/**
 * "or" is an operator between two positive terms. Repeated ("a or or b") it counts once; a trailing "or" is a
 * word being typed ("sales or" → "oracle"); anywhere else (first, or next to an excluded term) it is dropped, so
 * "java or -senior" means java without senior rather than "java, or anything not senior".
 */
function withOperators(tokens: Token[]): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!isOrWord(token)) {
      items.push(token);
      continue;
    }
    let j = i;
    while (j + 1 < tokens.length && isOrWord(tokens[j + 1])) j += 1;
    const before = items[items.length - 1];
    const after = tokens[j + 1];
    if (!after) items.push(token);
    else if (before && before.kind !== 'or' && !before.negated && !after.negated) items.push({ kind: 'or' });
    i = j;
  }
  return items;
}

/** At most MAX_TERMS terms; an OR left without its right-hand term goes too. */
function capped(items: Item[]): Item[] {
  const out: Item[] = [];
  let terms = 0;
  for (const item of items) {
    if (item.kind !== 'or') {
      if (terms === MAX_TERMS) break;
      terms += 1;
    }
    out.push(item);
  }
  if (out[out.length - 1]?.kind === 'or') out.pop();
  return out;
}

/** A vocabulary member as a node: short members exact, longer ones' words as prefixes. */
function memberNode(member: readonly string[]): Node {
  const lexemes = member.map((word) => ({ word, prefix: Array.from(word).length > EXACT_UP_TO }));
  return lexemes.length === 1 ? { kind: 'lexeme', lexeme: lexemes[0] } : { kind: 'phrase', lexemes };
}

/** The vocabulary by each member's words ("heavy driver" → its group's members); a member of two groups gets both. */
const VOCABULARY: { byKey: Map<string, string[][]>; longest: number } = (() => {
  const byKey = new Map<string, string[][]>();
  let longest = 1;
  for (const group of SEARCH_SYNONYMS) {
    const members = group.map((m) => wordsOf(m.toLowerCase())).filter((m) => m.length > 0);
    for (const member of members) {
      const key = member.join(' ');
      const known = byKey.get(key) ?? [];
      for (const other of members) if (!known.some((k) => k.join(' ') === other.join(' '))) known.push(other);
      byKey.set(key, known);
      longest = Math.max(longest, member.length);
    }
  }
  return { byKey, longest };
})();

function plainWordNode(word: string): Node {
  return { kind: 'lexeme', lexeme: { word, prefix: true } };
}

/** Consecutive plain words, the longest run equal to a vocabulary member first ("heavy driver jobs"). */
function expandRun(words: string[], negated: boolean): Term[] {
  const terms: Term[] = [];
  let i = 0;
  while (i < words.length) {
    let found: { length: number; members: string[][] } | null = null;
    for (let length = Math.min(VOCABULARY.longest, words.length - i); length >= 1 && !found; length -= 1) {
      const members = VOCABULARY.byKey.get(words.slice(i, i + length).join(' '));
      if (members) found = { length, members };
    }
    if (found) {
      terms.push({ node: { kind: 'any', nodes: found.members.map(memberNode) }, negated });
      i += found.length;
    } else {
      terms.push({ node: plainWordNode(words[i]), negated });
      i += 1;
    }
  }
  return terms;
}

/**
 * The items as clauses, all required: each clause one excluded term, or positive terms of which any will do (OR binds
 * tighter than the implicit AND, as in websearch_to_tsquery). A run of positive plain words not broken by an OR is
 * matched against the vocabulary as a whole, so "heavy driver or forklift operator" is two alternatives.
 */
function clausesOf(items: Item[]): Term[][] {
  const clauses: Term[][] = [];
  let joinNext = false;
  let run: string[] = [];
  const push = (term: Term) => {
    if (joinNext && clauses.length && !term.negated) clauses[clauses.length - 1].push(term);
    else clauses.push([term]);
    joinNext = false;
  };
  const flush = () => {
    for (const term of expandRun(run, false)) push(term);
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'or') {
      flush();
      joinNext = true;
    } else if (item.kind === 'word' && !item.negated) {
      run.push(item.word);
    } else {
      flush();
      if (item.kind === 'word') for (const term of expandRun([item.word], true)) push(term);
      else push({ node: { kind: 'phrase', lexemes: item.words.map((word) => ({ word, prefix: false })) }, negated: item.negated });
    }
  }
  flush();
  return clauses;
}

/** Weight 'A' restricts a lexeme to the title; no weight matches anywhere. */
function renderNode(node: Node, weight: '' | 'A'): string {
  switch (node.kind) {
    case 'lexeme':
      return `${node.lexeme.word}${node.lexeme.prefix ? ':*' : weight ? ':' : ''}${weight}`;
    case 'phrase':
      return node.lexemes.length === 1
        ? renderNode({ kind: 'lexeme', lexeme: node.lexemes[0] }, weight)
        : `(${node.lexemes.map((lexeme) => renderNode({ kind: 'lexeme', lexeme }, weight)).join(' <-> ')})`;
    case 'any':
      return node.nodes.length === 1 ? renderNode(node.nodes[0], weight) : `(${node.nodes.map((n) => renderNode(n, weight)).join(' | ')})`;
  }
}

function render(clauses: Term[][], weight: '' | 'A'): string {
  return clauses
    .map((clause) => {
      if (clause.length === 1) return clause[0].negated ? `!${renderNode(clause[0].node, '')}` : renderNode(clause[0].node, weight);
      // Alternatives side by side: "nurse or caregiver" is (nurse | caregiver | carer …), not nested groups.
      const parts = clause.flatMap((term) => (term.node.kind === 'any' ? term.node.nodes : [term.node])).map((node) => renderNode(node, weight));
      return parts.length === 1 ? parts[0] : `(${parts.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * Parses a job search. Null when nothing positive is searched for (empty, punctuation only, or only exclusions): an
 * exclusion alone would match nearly every job.
 */
export function parseSearch(text: string): ParsedSearch | null {
  const items = capped(withOperators(scan(text.toLowerCase())));
  const clauses = clausesOf(items);
  if (!clauses.some((clause) => clause.some((term) => !term.negated))) return null;
  const plainWords = items.flatMap((item) => (item.kind === 'word' && !item.negated ? [item.word] : []));
  const usesOr = items.some((item) => item.kind === 'or');
  return {
    tsquery: render(clauses, ''),
    titleAll: render(clauses, 'A'),
    titlePhrase: plainWords.length >= 2 && !usesOr ? plainWords.map((w) => `${w}:*A`).join(' <-> ') : null,
    plain: Array.from(plainWords.join(' ')).slice(0, MAX_PLAIN).join('').trim(),
  };
}
