/**
 * Highlights code at build time into the same lines and tokens the theme's CodeBlock renders in the
 * browser (prism-react-renderer's tokens, a `div.token-line` per line ending in `<br>`), with the
 * same grammars the browser has: prism-react-renderer trimmed by plugins/prism-languages plus the
 * theme's `additionalLanguages`. Token colours of both themes are written as custom properties, so
 * one HTML serves light and dark mode (see code-colors.ts).
 */
import fs from 'node:fs';
import Module from 'node:module';
import { tokenStyle, type ThemePair } from './code-colors';

type PrismInstance = typeof import('prism-react-renderer').Prism;
type TokenTypes = string[];
interface Token {
  types: TokenTypes;
  content: string;
  empty?: boolean;
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

/** Like the theme's CodeBlock/Line: a line holding only a newline renders as one empty token. */
function fixLineBreak(line: Token[]): Token[] {
  return line.length === 1 && line[0].content === '\n' ? [{ ...line[0], content: '' }] : line;
}

function tokenHtml(token: Token, themes: ThemePair, language: string): string {
  const style = tokenStyle(token.types, token.empty === true, themes, language);
  const styleAttr = style ? ` style="${style}"` : '';
  return `<span class="${['token', ...token.types].join(' ')}"${styleAttr}>${escapeHtml(token.content)}</span>`;
}

export function createHighlighter(options: HighlighterOptions): Highlighter {
  const { Prism, normalizeTokens } = loadBrowserPrism(options.languages, options.additionalLanguages);
  return {
    highlight(code, language) {
      const grammar = Prism.languages[language];
      if (!grammar) return undefined;
      const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
      Prism.hooks.run('before-tokenize', env);
      env.tokens = Prism.tokenize(code, grammar);
      Prism.hooks.run('after-tokenize', env);
      return normalizeTokens(env.tokens)
        .map((line) => {
          const tokens = fixLineBreak(line).map((token) => tokenHtml(token, options.themes, language));
          return `<div class="token-line">${tokens.join('')}<br></div>`;
        })
        .join('');
    },
  };
}
