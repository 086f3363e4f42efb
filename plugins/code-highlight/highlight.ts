/**
 * Highlights code at build time into the same lines and tokens the theme's CodeBlock renders in the
 * browser (prism-react-renderer's tokens, a `span.token-line` per line (phrasing content, as `<code>` allows) ending in `<br>`), with the
 * same grammars the browser has: prism-react-renderer trimmed by plugins/prism-languages plus the
 * theme's `additionalLanguages`. A token gets a span only when it has a colour or style of its own,
 * named by short classes that hold both themes' styles (see code-colors.ts), so one HTML serves light
 * and dark mode; the rest of a line is bare text. Neighbouring tokens of the same look share a span.
 */
import fs from 'node:fs';
import Module from 'node:module';
import { tokenClasses, type ThemePair } from './code-colors';

type PrismInstance = typeof import('prism-react-renderer').Prism;
type TokenTypes = string[];
interface Token {
  types: TokenTypes;
  content: string;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { trimPrismLanguages } = require('../prism-languages/loader.cjs') as {
  trimPrismLanguages: (source: string, languages: string[]) => string;
};

export interface HighlighterOptions {
  /** The grammars plugins/prism-languages keeps, dependencies first. */
  languages: string[];
  /** The theme's `prism.additionalLanguages`. */
  additionalLanguages: string[];
  themes: ThemePair;
}

export interface Highlighter {
  /** The `<code>` element's inner HTML, or undefined when no grammar knows the language. */
  highlight(code: string, language: string): string | undefined;
}

/** A private copy of the browser's prism-react-renderer bundle, with the browser's grammars. */
export function loadBrowserPrism(languages: string[], additionalLanguages: string[]) {
  const file = require.resolve('prism-react-renderer');
  const source = trimPrismLanguages(fs.readFileSync(file, 'utf8'), languages);
  const bundle = new Module(file, module);
  bundle.filename = file;
  bundle.paths = module.paths;
  (bundle as unknown as { _compile(code: string, filename: string): void })._compile(source, file);
  const { Prism, normalizeTokens } = bundle.exports as {
    Prism: PrismInstance;
    normalizeTokens: (tokens: (string | Prism.Token)[]) => Token[][];
  };
  // The theme adds these the same way: prismjs components that register on a free `Prism`.
  for (const language of additionalLanguages) {
    const grammar = fs.readFileSync(require.resolve(`prismjs/components/prism-${language}.js`), 'utf8');
    new Function('Prism', grammar)(Prism);
  }
  return { Prism, normalizeTokens };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One line's HTML: runs of tokens with the same classes, in a span when they have classes. The
 * theme's empty line (one empty inline-block token) is just the line's `<br>`.
 */
function lineHtml(line: Token[], classesOf: (types: TokenTypes) => string): string {
  const runs: { classes: string; text: string }[] = [];
  const tokens = line.length === 1 && line[0].content === '\n' ? [] : line;
  for (const { types, content } of tokens) {
    if (content === '') continue;
    const classes = classesOf(types);
    const last = runs.at(-1);
    if (last?.classes === classes) last.text += content;
    else runs.push({ classes, text: content });
  }
  const html = runs.map(({ classes, text }) =>
    classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text),
  );
  return `<span class="token-line">${html.join('')}<br></span>`;
}

export function createHighlighter(options: HighlighterOptions): Highlighter {
  const { Prism, normalizeTokens } = loadBrowserPrism(options.languages, options.additionalLanguages);
  const classes = tokenClasses(options.themes);
  return {
    highlight(code, language) {
      const grammar = Prism.languages[language];
      if (!grammar) return undefined;
      const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
      Prism.hooks.run('before-tokenize', env);
      env.tokens = Prism.tokenize(code, grammar);
      Prism.hooks.run('after-tokenize', env);
      return normalizeTokens(env.tokens)
        .map((line) => lineHtml(line, (types) => classes.of(types, language)))
        .join('');
    },
  };
}
