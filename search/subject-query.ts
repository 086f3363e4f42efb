/**
 * Whether a query is about the library itself (`craft.js`, `craftjs editor`, or what it is: `dnd
 * editor`, `react page builder`): then the records of its introduction page count as named by the
 * query. Decided from how many pages each word is on, and from the words of the library's definition.
 */
import type { DocSearchRecord } from './records';
import { boundedCache } from './bounded-cache';
import { queryTerms, stemOf, type TextTerms } from './text';
import type { TermIndex } from './term-index';
import { FIELDS } from './searchable-attributes';
import { headingKeys, KIND_WORDS, nameKey } from './heading-names';
import { SITE_SUBJECT } from '../config/search-subject';
import type { QueryPlan, QueryUnit } from './query-plan';

const KEYWORDS_FIELD = FIELDS.indexOf('keywords');
const SUBJECT_KEYS = new Set(SITE_SUBJECT.names.map((name) => nameKey(queryTerms(name))));

export class SubjectQueries {
  /** Which records are on the library's introduction page. */
  readonly onSubjectPage: Uint8Array;
  /** Each record's page (its URL without anchor). */
  private readonly pages: string[];
  /** How many pages there are, counted when a query first names the library. */
  private pageCount?: number;
  /** How many pages each word is on (see pagesOf): the words come back on every keystroke. */
  private readonly pagesOfWord = boundedCache<string, number>(10_000);
  /** The pages' titles as heading-names.ts keys: a query word that is one names a topic. */
  private readonly pageTitles: Set<string>;
  /**
   * The words (lowercased) of the library's definition, the first sentence of its introduction, and
   * their stems; read when a query of two words or more first asks (a static host loads that text then).
   */
  private definitionWords?: { words: Set<string>; stems: Set<string> };

  constructor(
    private readonly records: DocSearchRecord[],
    private readonly terms: TextTerms,
    private readonly index: Pick<TermIndex, 'recordsOutside'>,
  ) {
    this.pages = records.map((record) => pathOf(record.url));
    this.onSubjectPage = Uint8Array.from(this.pages, (page) => (page === SITE_SUBJECT.page ? 1 : 0));
    this.pageTitles = new Set(records.flatMap((r) => (r.type === 'lvl1' ? headingKeys(r).slice(-1) : [])));
  }

  private get definition(): { words: Set<string>; stems: Set<string> } {
    if (!this.definitionWords) {
      const { records, onSubjectPage } = this;
      const lead = records.find((r, id) => onSubjectPage[id] && r.type === 'content' && r.content)?.content ?? '';
      const words = new Set(this.terms.lowerOf(firstSentence(lead)));
      this.definitionWords = { words, stems: new Set([...words].map(stemOf)) };
    }
    return this.definitionWords;
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
    this.pageCount ??= new Set(this.pages).size;
    const pageCount = this.pageCount;
    for (const unit of plan.units) {
      if (names(unit)) continue;
      const typed = unit.words.flatMap((w) => [w.text, ...w.variants]);
      const words = [...typed, ...unit.alternatives.flatMap((a) => a.words)];
      const common = words.some((w) => this.pagesOf(w) >= SITE_SUBJECT.commonShare * pageCount);
      if (!common || typed.some((w) => this.pageTitles.has(nameKey([w])))) return false;
    }
    return true;
  }

  /** How many pages hold `word` in a heading or body text (the page's keywords do not count). */
  private pagesOf(word: string): number {
    let count = this.pagesOfWord.get(word);
    if (count === undefined) {
      const pages = new Set<string>();
      for (const id of this.index.recordsOutside(word, KEYWORDS_FIELD)) pages.add(this.pages[id]);
      this.pagesOfWord.set(word, (count = pages.size));
    }
    return count;
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
    const { words, stems } = this.definition;
    const defined = (word: string, prefix: boolean) =>
      stems.has(stemOf(word)) || (prefix && [...words].some((d) => d.startsWith(word)));
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
