/**
 * Build-time highlighting (plugins/code-highlight) gives the lines, token classes and colours the
 * theme's CodeBlock gets from prism-react-renderer in the browser, in both colour modes.
 */
import * as cheerio from 'cheerio';
import { themes, type PrismTheme, type Token } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { createHighlighter, loadBrowserPrism } from '../../plugins/code-highlight/highlight';
import { themeStylesheet } from '../../plugins/code-highlight/code-colors';
import { withAccessibleContrast } from '../../src/prism/accessibleThemes';

const languages = ['markup', 'clike', 'javascript', 'jsx', 'typescript', 'tsx'];
const additionalLanguages = ['bash', 'json', 'diff'];
const codeThemes = { light: withAccessibleContrast(themes.github), dark: withAccessibleContrast(themes.dracula) };
const highlighter = createHighlighter({ languages, additionalLanguages, themes: codeThemes });
const { Prism, normalizeTokens } = loadBrowserPrism(languages, additionalLanguages);

const SAMPLES: Record<string, string> = {
  tsx: [
    "import { useNode, type UserComponent } from '@craftjs/core';",
    '',
    'export const Text: UserComponent<{ text: string }> = ({ text }) => {',
    '  // connect and drag the paragraph',
    '  const { connectors: { connect, drag } } = useNode();',
    '  return <p ref={(el) => { if (el) connect(drag(el)); }} className="text">{text}</p>;',
    '};',
  ].join('\n'),
  bash: 'npm install @craftjs/core lzutf8\ncd basic-editor',
  json: '{ "ROOT": { "type": { "resolvedName": "Container" }, "nodes": [1, 2], "hidden": false } }',
  diff: '- <Frame json={old}>\n+ <Frame data={json}>\n  unchanged',
};

const hex = (color: string) => {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/i.exec(color);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((v) => Number(v).toString(16).padStart(2, '0'))
        .join('')}`
    : color.toLowerCase();
};

/** What the theme's CodeBlock renders, from prism-react-renderer's own tokens and theme merge. */
function reference(code: string, language: string, theme: PrismTheme) {
  const dict: Record<string, { color?: string }> = {};
  for (const entry of theme.styles) for (const type of entry.types) dict[type] = { ...dict[type], ...entry.style };
  const lines = normalizeTokens(Prism.tokenize(code, Prism.languages[language]) as never) as Token[][];
  return lines.map((line) =>
    (line.length === 1 && line[0].content === '\n' ? [{ ...line[0], content: '' }] : line).map((token) => {
      const merged = Object.assign({}, ...token.types.map((type) => dict[type]));
      const isPlain = token.types.length === 1 && token.types[0] === 'plain';
      return {
        className: ['token', ...token.types].join(' '),
        text: token.content,
        color: hex((!isPlain && merged.color) || theme.plain.color!),
      };
    }),
  );
}

/** The build-time HTML, with each token's colour as the stylesheet resolves it in one mode. */
function built(html: string, mode: 'l' | 'd', theme: PrismTheme) {
  const $ = cheerio.load(`<code>${html}</code>`);
  return $('.token-line')
    .toArray()
    .map((line) =>
      $(line)
        .children('span')
        .toArray()
        .map((span) => {
          const style = $(span).attr('style') ?? '';
          const color = new RegExp(`--${mode}c:([^;]+)`).exec(style)?.[1];
          return { className: $(span).attr('class')!, text: $(span).text(), color: color ?? hex(theme.plain.color!) };
        }),
    );
}

describe('build-time code highlighting', () => {
  for (const [language, code] of Object.entries(SAMPLES)) {
    it(`${language}: same lines, token classes and colours as the browser's highlighting, light and dark`, () => {
      const html = highlighter.highlight(code, language)!;
      expect(html.match(/<div class="token-line">/g)).toHaveLength(code.split('\n').length);
      expect(built(html, 'l', codeThemes.light)).toEqual(reference(code, language, codeThemes.light));
      expect(built(html, 'd', codeThemes.dark)).toEqual(reference(code, language, codeThemes.dark));
    });
  }

  it('writes an empty line as one empty inline-block token, like the theme', () => {
    const html = highlighter.highlight('a\n\nb', 'tsx')!;
    expect(html.split('<br></div>')[1]).toBe(
      '<div class="token-line"><span class="token plain" style="display:inline-block"></span>',
    );
  });

  it('escapes the code and knows no grammar it has not got', () => {
    expect(highlighter.highlight('<div>&amp;</div>', 'tsx')).toContain('&lt;');
    expect(highlighter.highlight('x', 'python')).toBeUndefined();
  });

  it("the stylesheet gives each mode its theme's block colours and token properties", () => {
    const css = themeStylesheet(codeThemes);
    expect(css).toContain(`.highlighted-code { --prism-color: #393A34; --prism-background-color: #f6f8fa; }`);
    expect(css).toContain(
      `[data-theme='dark'] .highlighted-code { --prism-color: #F8F8F2; --prism-background-color: #282A36; }`,
    );
    expect(css).toContain('.highlighted-code .token { color: var(--lc); font-style: var(--lf); opacity: var(--lo); }');
    expect(css).toContain(
      "[data-theme='dark'] .highlighted-code .token { color: var(--dc); font-style: var(--df); opacity: var(--do); }",
    );
  });
});
