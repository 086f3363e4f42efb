/**
 * The words of each record's searchable texts, tokenized once, when a query first ranks the record:
 * ranking asks for them (proximity, whole words, phrases, exclusions) on every query that gets that
 * far, and records never change under an engine.
 */
import type { DocSearchRecord } from './records';
import { HIERARCHY_LEVELS } from './hierarchy';
import { keywordText } from './searchable-attributes';
import type { Token, TokenCache } from './text';

export interface RecordWords {
  /** The tokens of each searchable text: hierarchy levels from the top down, then keywords, then the content. */
  fields: Token[][];
  /** Every whole word of those texts, lowercased (camelCase parts not included), made on first use: see wholeWords. */
  whole?: Set<string>;
  /** Where each word (and camelCase part) stands, made on first use: see wordPositions. */
  positions?: Map<string, number[]>;
}

/** Texts are numbered apart by far more than any distance ranking measures within one text. */
const FIELD_STRIDE = 1 << 20;

/**
 * Where each lowercased word and camelCase part of a record stands: `text × FIELD_STRIDE + word
 * number`, ascending; a camelCase part stands where its word does. Made once per record, when a
 * query first measures its proximity.
 */
export function wordPositions(words: RecordWords): Map<string, number[]> {
  if (words.positions) return words.positions;
  const positions = new Map<string, number[]>();
  const add = (word: string, at: number) => {
    const list = positions.get(word);
    if (!list) positions.set(word, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  };
  words.fields.forEach((tokens, field) => {
    tokens.forEach((token, index) => {
      const at = field * FIELD_STRIDE + index + 1;
      add(token.lower, at);
      for (const part of token.parts) add(part.lower, at);
    });
  });
  words.positions = positions;
  return positions;
}

/** A record's searchable texts, in the order the fields of RecordWords list them. */
export function fieldTexts(record: DocSearchRecord): string[] {
  const texts: string[] = [];
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value) texts.push(value);
  }
  if (record.keywords) texts.push(keywordText(record));
  if (record.content) texts.push(record.content);
  return texts;
}

export function recordWords(record: DocSearchRecord, tokens: TokenCache): RecordWords {
  return { fields: fieldTexts(record).map((text) => tokens.tokensOf(text)) };
}

/** A record's whole words, made once per record, when a query first compares them. */
export function wholeWords(words: RecordWords): Set<string> {
  if (words.whole) return words.whole;
  const whole = new Set<string>();
  for (const field of words.fields) for (const token of field) whole.add(token.lower);
  words.whole = whole;
  return whole;
}
