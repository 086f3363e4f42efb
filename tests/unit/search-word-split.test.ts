/*
 * The search engine splits ASCII text by character codes, not Unicode regexes, for speed: it must
 * find the same words and camelCase parts as the Unicode rules do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelParts, TextTerms, wordSpans } from '../../search/text';

// The Unicode rules, for any text: words are runs of letters and digits; a word's camelCase parts.
const byRegex = (text: string, pattern: RegExp) =>
  Array.from(text.matchAll(pattern), (m) => ({ text: m[0], start: m.index ?? 0 }));
const unicodeWords = (text: string) => byRegex(text, /[\p{L}\p{N}]+/gu);
const unicodeParts = (word: string) => {
  const parts = byRegex(word, /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu);
  return parts.length > 1 ? parts : [];
};

// Letters, digits, separators and code punctuation, mostly ASCII, sometimes not: letters and
// digits beyond ASCII (the Roman twelve is a number), and punctuation the docs use.
const textOf = fc.string({
  unit: fc.constantFrom(...'aZbYz09 _-.(){}<>/\'"\n\tABcdXyQ', 'é', 'Ü', 'ß', '文', '٣', 'Ⅻ', '…', '→', '’', '–', '🔒'),
  maxLength: 40,
});

describe('splitting text into words', () => {
  it('finds the same words as the Unicode rules', () => {
    fc.assert(
      fc.property(textOf, (text) => {
        expect(wordSpans(text)).toEqual(unicodeWords(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('finds the same camelCase parts of each word as the Unicode rules', () => {
    fc.assert(
      fc.property(textOf, (text) => {
        for (const { text: word } of unicodeWords(text)) expect(camelParts(word)).toEqual(unicodeParts(word));
      }),
      { numRuns: 5000 },
    );
  });

  it("gives a text's index terms as its words and their parts, as typed and lowercased", () => {
    const terms = new TextTerms();
    fc.assert(
      fc.property(textOf, (text) => {
        const words = unicodeWords(text).map((w) => w.text);
        const typed = words.flatMap((word) => [word, ...unicodeParts(word).map((p) => p.text)]);
        expect(terms.termsOf(text)).toEqual({
          typed,
          lower: typed.map((t) => t.toLowerCase()),
          sole: words.length === 1 ? words[0].toLowerCase() : undefined,
        });
      }),
      { numRuns: 5000 },
    );
  });

  it('splits names as the docs write them', () => {
    expect(camelParts('useEditor').map((p) => p.text)).toEqual(['use', 'Editor']);
    expect(wordSpans('ROOT_NODE').map((w) => w.text)).toEqual(['ROOT', 'NODE']);
    expect(camelParts('ROOT')).toEqual([]);
    expect(camelParts('getDOMNode').map((p) => p.text)).toEqual(['get', 'DOM', 'Node']);
    expect(wordSpans('craft.js 0.2.12').map((w) => w.text)).toEqual(['craft', 'js', '0', '2', '12']);
  });
});
