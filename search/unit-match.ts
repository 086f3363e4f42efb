/**
 * How a record found by the term index answers each unit of the query: with how many typos, how many
 * exact words, in which attribute, by its own words or by a synonym's. The ranking criteria are
 * measured on these.
 */
import { editDistance } from './text';
import { bestField, FIELDS } from './searchable-attributes';
import type { FoundLog, IndexQuery, IndexResult } from './term-index';
import type { QueryUnit, QueryWord } from './query-plan';

/** How one record answers one unit of the query; null when it does not. */
export interface UnitMatch {
  typos: number;
  exact: number;
  /**
   * The record's words that answered it (for proximity and whole words): a synonym's words, or the
   * unit's own, listed only when a comparison needs them (see wordsOf).
   */
  words?: string[];
  unit: QueryUnit;
  found: IndexResult;
  /** The best field those words were found in (the attribute criterion, per unit). */
  attribute: number;
}

/** A record the term index found, and how it answers each unit. */
export interface Candidate {
  result: IndexResult;
  matches: Array<UnitMatch | null>;
}

/** A unit as an index query: its own words (typos, prefix, plural forms) or one of its synonyms. */
export function unitQuery(unit: QueryUnit): IndexQuery {
  const own: IndexQuery = { combineWith: 'AND', queries: unit.words.map(wordQuery) };
  if (unit.alternatives.length === 0) return own;
  return {
    combineWith: 'OR',
    queries: [
      own,
      ...unit.alternatives.map((a): IndexQuery => ({ combineWith: 'AND', queries: a.words.map(exactly) })),
    ],
  };
}

function wordQuery(word: QueryWord): IndexQuery {
  const typed: IndexQuery = { term: word.text, typos: word.typos, prefix: word.prefix };
  if (word.variants.length === 0) return typed;
  return { combineWith: 'OR', queries: [typed, { combineWith: 'OR', queries: word.variants.map(exactly) }] };
}

function exactly(term: string): IndexQuery {
  return { term, typos: 0, prefix: false };
}

export function matchUnits(units: QueryUnit[], found: IndexResult): Array<UnitMatch | null> {
  const matches = new Array<UnitMatch | null>(units.length);
  for (let i = 0; i < units.length; i += 1) matches[i] = matchUnit(units[i], found);
  return matches;
}

/** How the record's matched words answer a unit: the best of its own words and its synonyms. */
function matchUnit(unit: QueryUnit, found: IndexResult): UnitMatch | null {
  let best: UnitMatch | null = null;
  const own = ownMatch(unit, found);
  if (own) best = own;
  for (const alternative of unit.alternatives) {
    if (best && best.typos <= alternative.typos) break;
    const positions = alternative.words.map((w) => found.terms.indexOf(w));
    if (positions.every((k) => k >= 0)) {
      best = {
        typos: alternative.typos,
        exact: alternative.typos === 0 ? unit.words.length : 0,
        words: alternative.words,
        unit,
        found,
        attribute: Math.min(...positions.map((k) => bestField(found.fields[k]))),
      };
    }
  }
  return best;
}

/** How each record of a one-word query's log answers the word, by slot: -1 typos where it does not. */
export interface WordAnswers {
  typos: Int32Array;
  attribute: Int32Array;
}

/**
 * What ownMatch gives a record for a unit of one word, for every record of `log` at once: the fewest
 * typos among its matched words, and the best field of the words with those typos. Not whether one is
 * exact: for one word, an attribute that is the word and nothing else decides that (RecordMatcher).
 */
export function matchOneWord(word: QueryWord, log: FoundLog): WordAnswers {
  const count = log.ids.length;
  const typos = new Int32Array(count).fill(-1);
  const attribute = new Int32Array(count).fill(FIELDS.length);
  const termTypos = log.terms.map((term) => typosFor(word, term));
  const fieldOf = bestField; // A local: under tsx an imported name is a getter, read on every call.
  for (let e = 0; e < log.entries; e += 1) {
    const termTypo = termTypos[log.entryTerm[e]];
    if (termTypo < 0) continue;
    const slot = log.entrySlot[e];
    const field = fieldOf(log.entryFields[e]);
    const best = typos[slot];
    if (best < 0 || termTypo < best) {
      typos[slot] = termTypo;
      attribute[slot] = field;
    } else if (termTypo === best && field < attribute[slot]) attribute[slot] = field;
  }
  return { typos, attribute };
}

/**
 * What matchUnits gives the records of `log` (an AND of these units: none is a phrase) for the ranking's
 * leading criteria, by slot: the typos summed over the units (-1 where a unit is not answered), and the
 * units' attributes summed. A unit is answered by its own words or by a synonym, as matchUnit picks.
 */
export function matchUnitsByLog(units: QueryUnit[], log: FoundLog): WordAnswers {
  const count = log.ids.length;
  const all = { typos: new Int32Array(count), attribute: new Int32Array(count) };
  for (const unit of units) addAnswers(all, unitByLog(unit, log), 'sum');
  return all;
}

/** matchUnit for every record of `log`: its own words first, then its synonyms in order, by slot. */
function unitByLog(unit: QueryUnit, log: FoundLog): WordAnswers {
  const count = log.ids.length;
  const own = { typos: new Int32Array(count), attribute: new Int32Array(count).fill(FIELDS.length) };
  for (const word of unit.words) addAnswers(own, matchOneWord(word, log), 'best');
  const { typos, attribute } = own;
  // matchUnit stops at the first synonym that would not take fewer typos than what answers the unit so far.
  const stopped = new Uint8Array(count);
  for (const alternative of unit.alternatives) {
    const found = wordsByLog(alternative.words, log);
    for (let slot = 0; slot < count; slot += 1) {
      if (stopped[slot] === 1) continue;
      if (typos[slot] >= 0 && typos[slot] <= alternative.typos) stopped[slot] = 1;
      else if (found[slot] < FIELDS.length) {
        typos[slot] = alternative.typos;
        attribute[slot] = found[slot];
      }
    }
  }
  return { typos, attribute };
}

/**
 * Adds what `part` answers to `into`, slot by slot: typos summed (-1 where either does not answer), attributes
 * summed (units) or the best kept (the words of one unit).
 */
function addAnswers(into: WordAnswers, part: WordAnswers, attributes: 'sum' | 'best'): void {
  const { typos, attribute } = into;
  for (let slot = 0; slot < typos.length; slot += 1) {
    if (typos[slot] < 0) continue;
    if (part.typos[slot] < 0) typos[slot] = -1;
    else {
      typos[slot] += part.typos[slot];
      if (attributes === 'sum') attribute[slot] += part.attribute[slot];
      else if (part.attribute[slot] < attribute[slot]) attribute[slot] = part.attribute[slot];
    }
  }
}

/**
 * For each slot of `log`, the best field among `words` when the record matched every one of them as it is
 * (a synonym's words), else FIELDS.length.
 */
function wordsByLog(words: string[], log: FoundLog): Int32Array {
  const count = log.ids.length;
  const best = new Int32Array(count);
  const field = new Int32Array(count);
  words.forEach((word, w) => {
    const term = log.terms.indexOf(word);
    field.fill(FIELDS.length);
    if (term >= 0) {
      for (let e = 0; e < log.entries; e += 1) {
        if (log.entryTerm[e] !== term) continue;
        const slot = log.entrySlot[e];
        const at = bestField(log.entryFields[e]);
        if (at < field[slot]) field[slot] = at;
      }
    }
    for (let slot = 0; slot < count; slot += 1) {
      if (field[slot] === FIELDS.length) best[slot] = FIELDS.length;
      else if (w === 0 || (best[slot] < FIELDS.length && field[slot] < best[slot])) best[slot] = field[slot];
    }
  });
  return best;
}

/** The typos it takes for a record's word to answer a typed word, or -1 when it does not answer it. */
function typosFor(word: QueryWord, candidate: string): number {
  if (candidate === word.text || word.variants.includes(candidate)) return 0;
  if (word.prefix && candidate.startsWith(word.text)) return 0;
  if (word.typos === 0) return -1;
  const typos = editDistance(word.text, candidate, word.typos);
  return typos > word.typos ? -1 : typos;
}

function ownMatch(unit: QueryUnit, found: IndexResult): UnitMatch | null {
  const documentWords = found.terms;
  let typos = 0;
  let exact = 0;
  let attribute: number = FIELDS.length;
  for (const word of unit.words) {
    let bestTypos = Infinity;
    let bestExact = false;
    // The attribute of the words counted for the typo criterion: "iframe" in a heading (a typo)
    // does not stand for "frame" found as typed in body text.
    let bestAttribute: number = FIELDS.length;
    for (let k = 0; k < documentWords.length; k += 1) {
      const candidate = documentWords[k];
      const candidateTypos = typosFor(word, candidate);
      if (candidateTypos < 0 || candidateTypos > bestTypos) continue;
      const isExact = candidate === word.text || word.variants.includes(candidate);
      const field = bestField(found.fields[k]);
      if (candidateTypos < bestTypos) bestAttribute = field;
      else bestAttribute = Math.min(bestAttribute, field);
      if (candidateTypos < bestTypos || (isExact && !bestExact)) {
        bestTypos = candidateTypos;
        bestExact = isExact;
      }
    }
    if (bestTypos === Infinity) return null;
    attribute = Math.min(attribute, bestAttribute);
    typos += bestTypos;
    if (bestExact) exact += 1;
  }
  return { typos, exact, attribute, unit, found };
}

/** The record's words that answered the unit, listed on first use (most rankings never ask). */
export function wordsOf(match: UnitMatch): string[] {
  if (match.words) return match.words;
  const words: string[] = [];
  for (const word of match.unit.words)
    for (const candidate of match.found.terms) if (typosFor(word, candidate) >= 0) words.push(candidate);
  return (match.words = words);
}
