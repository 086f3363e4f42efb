/**
 * The build's one Shiki highlighter: created once, on first use, with the site's two themes
 * (themes.ts) and only the languages the docs use. A block becomes the inner HTML of its `<code>`:
 * Shiki's `span.line` per line, each token with its light colour as `color` and its dark one as
 * `--shiki-dark` (the stylesheet of index.ts switches to those under `[data-theme='dark']`), and the
 * lines a `{1,3-4}` meta names marked `highlighted` by Shiki's own transformer.
 */
import { createHighlighter, isPlainLang, type ShikiTransformer } from 'shiki';
import { transformerMetaHighlight } from '@shikijs/transformers';
import { codeThemes } from './themes';
import type { BlockTypes } from './code-types';
import { typesTransformer } from './type-popups';

/**
 * The languages the docs' code blocks are written in (Shiki also knows their aliases: ts, sh, shell…). Each
 * grammar costs the build about 0.2 s the first time it tokenizes: add one only when a page needs it.
 */
export const LANGUAGES = ['tsx', 'typescript', 'jsx', 'bash', 'json', 'diff'];
/** Shiki's language for a block without one: the text, uncoloured. */
export const PLAIN_TEXT = 'text';

export interface CodeHighlighter {
  /**
   * The `<code>` element's inner HTML. Throws for a language the highlighter does not have. With `types`
   * (code-types.ts, for this code), each name carries its type's popup and pins show their line.
   */
  highlight(code: string, language: string, meta?: string, types?: BlockTypes): string;
  /** Whether `language` (or the alias) is one the highlighter has. */
  knows(language: string): boolean;
  /** How long creating the highlighter took. */
  creationMilliseconds: number;
}

const SHARED = Symbol.for('craftjs.code-highlight');
const themes = { light: codeThemes.light.name!, dark: codeThemes.dark.name! };

/** Makes Shiki's output the `<code>` element's children: the page's component renders the `<pre>` and `<code>`. */
const codeChildren: ShikiTransformer = {
  name: 'craftjs:code-children',
  root() {
    return { type: 'root', children: this.code.children };
  },
};

async function create(): Promise<CodeHighlighter> {
  const start = performance.now();
  const shiki = await createHighlighter({ themes: [codeThemes.light, codeThemes.dark], langs: LANGUAGES });
  const loaded = new Set(shiki.getLoadedLanguages());
  const knows = (language: string) => loaded.has(language) || isPlainLang(language);
  // No time limit per line (Shiki's default is 0.5 s, after which the rest of the line stays one token):
  // the first lines a busy machine tokenizes also compile the grammar, and the HTML must not depend on load.
  const options = { themes, defaultColor: 'light', tokenizeTimeLimit: 0 } as const;
  const highlighted = new Map<string, string>();
  return {
    knows,
    highlight(code, language, meta = '', types) {
      if (!knows(language)) throw new Error(`no grammar for the language "${language}"`);
      // Pages repeat blocks (a signature on two API pages, a page compiled again in watch mode), and
      // ahead.ts highlights the docs' fences early: a block's HTML depends only on these three, so each
      // is highlighted once per process. A block's types depend only on its code.
      const key = JSON.stringify([language, meta, code, types !== undefined]);
      const known = highlighted.get(key);
      if (known !== undefined) {
        highlightCost.reused += 1;
        return known;
      }
      const start = performance.now();
      const html = shiki.codeToHtml(code, {
        ...options,
        lang: language,
        meta: { __raw: meta },
        transformers: [transformerMetaHighlight(), ...(types ? [typesTransformer(types)] : []), codeChildren],
      });
      highlighted.set(key, html);
      highlightCost.blocks += 1;
      highlightCost.milliseconds += performance.now() - start;
      return html;
    },
    creationMilliseconds: performance.now() - start,
  };
}

interface Shared {
  highlighter?: Promise<CodeHighlighter>;
  /** What highlighting cost this build (index.ts reports it): blocks highlighted, milliseconds spent, blocks taken from the memo. */
  cost: { blocks: number; milliseconds: number; reused: number };
}

/**
 * Held by the process, not the module: Docusaurus loads the config (which runs remark.ts) and the
 * plugin (index.ts) as separate module instances, and both must see the one highlighter.
 */
const shared: Shared = ((globalThis as { [SHARED]?: Shared })[SHARED] ??= {
  cost: { blocks: 0, milliseconds: 0, reused: 0 },
});

export const highlightCost = shared.cost;

/** The highlighter every page of the build shares. */
export function codeHighlighter(): Promise<CodeHighlighter> {
  return (shared.highlighter ??= create());
}
