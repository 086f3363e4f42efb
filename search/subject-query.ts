/**
 * Whether a query is about the library itself (`craft.js`, `craftjs editor`, or what it is: `dnd
 * editor`, `react page builder`): then the records of its introduction page count as named by the
 * query. Decided from how many pages each word is on, and from the words of the library's definition.
 */
import type { DocSearchRecord } from './records';
import { HIERARCHY_LEVELS } from './hierarchy';
import { queryTerms, stemOf, type TextTerms } from './text';
import { headingKeys, KIND_WORDS, nameKey } from './heading-names';
import { SITE_SUBJECT } from '../config/search-subject';
import type { QueryPlan, QueryUnit } from './query-plan';

const SUBJECT_KEYS = new Set(SITE_SUBJECT.names.map((name) => nameKey(queryTerms(name))));

export class SubjectQueries {
  /** Which records are on the library's introduction page. */
  readonly onSubjectPage: Uint8Array;
  /** Each record's page (its URL without anchor). */
  private readonly pages: string[];
  /** How many pages each indexed word (lowercased) is on, and how many pages there are: see wordCounts. */
  private counts?: { pagesOfWord: Map<string, number>; pageCount: number };
  /** The pages' titles as heading-names.ts keys: a query word that is one names a topic. */
  private readonly pageTitles: Set<string>;
  /** The words (lowercased) of the library's definition, the first sentence of its introduction, and their stems. */
  private readonly definition: Set<string>;
  private readonly definitionStems: Set<string>;

  constructor(
    private readonly records: DocSearchRecord[],
    private readonly terms: TextTerms,
  ) {
    this.pages = records.map((record) => pathOf(record.url));
    this.onSubjectPage = Uint8Array.from(this.pages, (page) => (page === SITE_SUBJECT.page ? 1 : 0));
    this.pageTitles = new Set(records.flatMap((r) => (r.type === 'lvl1' ? headingKeys(r).slice(-1) : [])));
    const lead = records.find((r, id) => this.onSubjectPage[id] && r.type === 'content' && r.content)?.content ?? '';
    this.definition = new Set(terms.lowerOf(firstSentence(lead)));
    this.definitionStems = new Set([...this.definition].map(stemOf));
  }

  /**
   * True when the query names the library and otherwise only words that do not tell pages apart:
   * each is on a good share of them (or is a synonym of such a word) and is no page's title.
   */
  isAbout(plan: QueryPlan): boolean {
    return this.namesLibrary(plan) || this.definesLibrary(plan);
  }

  private namesLibrary(plan: QueryPlan): boolean {
    const names = (unit: QueryUnit) =>
      SUBJECT_KEYS.has(nameKey(unit.words.map((w) => w.text))) ||
      unit.alternatives.some((a) => SUBJECT_KEYS.has(nameKey(a.words)));
    // Most queries do not name the library: the words' page counts are not needed for them.
    if (!plan.units.some(names)) return false;
    const { pagesOfWord, pageCount } = this.wordCounts();
    for (const unit of plan.units) {
      if (names(unit)) continue;
      const typed = unit.words.flatMap((w) => [w.text, ...w.variants]);
      const words = [...typed, ...unit.alternatives.flatMap((a) => a.words)];
      const common = words.some((w) => (pagesOfWord.get(w) ?? 0) >= SITE_SUBJECT.commonShare * pageCount);
      if (!common || typed.some((w) => this.pageTitles.has(nameKey([w])))) return false;
    }
    return true;
  }

  /** How many pages each word is on, counted when a query first names the library. */
  private wordCounts(): { pagesOfWord: Map<string, number>; pageCount: number } {
    this.counts ??= pagesOfWords(this.records, this.pages, this.terms);
    return this.counts;
  }

  /**
   * True when the query says what the library is rather than naming it (`dnd editor`, `react page
   * builder`): two or more words, each a word of its definition (the first sentence of its
   * introduction: "craft.js is a React framework for building drag-and-drop page editors…") or a
   * synonym of one, and not all of them page titles or words that only say what kind of thing a
   * name is (`Editor component` asks for the Editor).
   */
  private definesLibrary(plan: QueryPlan): boolean {
    const units = plan.units.filter((unit) => !unit.optional);
    if (units.length < 2 || !units.every((unit) => this.inDefinition(unit))) return false;
    return units.some((unit) =>
      unit.words.some((w) => !KIND_WORDS.has(w.text) && !this.pageTitles.has(nameKey([w.text]))),
    );
  }

  private inDefinition(unit: QueryUnit): boolean {
    // A word in any form (`editor` for `editors`), or the beginning of one while it is typed.
    const defined = (word: string, prefix: boolean) =>
      this.definitionStems.has(stemOf(word)) || (prefix && [...this.definition].some((d) => d.startsWith(word)));
    return (
      unit.words.every((w) => defined(w.text, w.prefix)) ||
      unit.alternatives.some((a) => a.words.every((word) => defined(word, false)))
    );
  }
}

/** A text up to the end of its first sentence. */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

function pathOf(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[#?].*$/, '');
}

/** How many pages (URLs without anchor) each lowercased word of the records is on. */
function pagesOfWords(
  records: DocSearchRecord[],
  pages: string[],
  terms: TextTerms,
): { pagesOfWord: Map<string, number>; pageCount: number } {
  // Each page's distinct texts: its title and headings come back on every record under them.
  const textsOfPage = new Map<string, Set<string>>();
  records.forEach((record, id) => {
    let texts = textsOfPage.get(pages[id]);
    if (!texts) textsOfPage.set(pages[id], (texts = new Set()));
    for (const text of [...HIERARCHY_LEVELS.map((l) => record.hierarchy[l]), record.content]) if (text) texts.add(text);
  });
  const pagesOfWord = new Map<string, number>();
  for (const texts of textsOfPage.values()) {
    const words = new Set<string>();
    for (const text of texts) for (const word of terms.lowerOf(text)) words.add(word);
    for (const word of words) pagesOfWord.set(word, (pagesOfWord.get(word) ?? 0) + 1);
  }
  return { pagesOfWord, pageCount: textsOfPage.size };
}
