/**
 * Build-time highlighting (plugins/code-highlight) gives the lines, text and colours the theme's
 * CodeBlock gets from prism-react-renderer in the browser, in both colour modes, as the generated
 * stylesheet paints its short token classes.
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

interface Run {
  text: string;
  color: string;
  fontStyle: string;
  opacity: string;
}

/** Neighbouring runs that look the same are one run: how the page looks, not how it is split. */
function mergeRuns(runs: Run[]): Run[] {
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged.at(-1);
    if (run.text === '') continue;
    if (last && last.color === run.color && last.fontStyle === run.fontStyle && last.opacity === run.opacity)
      last.text += run.text;
    else merged.push({ ...run });
  }
  return merged;
}

/** What the theme's CodeBlock renders, from prism-react-renderer's own tokens and theme merge. */
function reference(code: string, language: string, theme: PrismTheme): Run[][] {
  const dict: Record<string, { color?: string; fontStyle?: string; opacity?: number }> = {};
  for (const entry of theme.styles) for (const type of entry.types) dict[type] = { ...dict[type], ...entry.style };
  const lines = normalizeTokens(Prism.tokenize(code, Prism.languages[language]) as never) as Token[][];
  return lines.map((line) =>
    mergeRuns(
      (line.length === 1 && line[0].content === '\n' ? [] : line).map((token) => {
        const isPlain = token.types.length === 1 && token.types[0] === 'plain';
        const merged = isPlain ? {} : Object.assign({}, ...token.types.map((type) => dict[type]));
        return {
          text: token.content,
          color: hex(merged.color ?? theme.plain.color!),
          fontStyle: merged.fontStyle ?? 'normal',
          opacity: String(merged.opacity ?? 1),
        };
      }),
    ),
  );
}

const LIGHT_SCOPE = "html:not([data-theme='dark']) .highlighted-code";
const DARK_SCOPE = "[data-theme='dark'] .highlighted-code";

/** The stylesheet's token rules of one colour mode: class → declarations. */
function tokenRules(css: string, scope: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const line of css.split('\n')) {
    if (!line.startsWith(`${scope} .`)) continue;
    const [, className, body] = /^.* \.([\w-]+) \{ (.*) \}$/.exec(line)!;
    const declarations = body
      .split(';')
      .filter((d) => d.trim())
      .map((d) => d.split(':').map((part) => part.trim()) as [string, string]);
    rules.set(className, Object.fromEntries(declarations));
  }
  return rules;
}

const css = themeStylesheet(codeThemes);
const lightRules = tokenRules(css, LIGHT_SCOPE);
const darkRules = tokenRules(css, DARK_SCOPE);

/** The build-time HTML as the generated stylesheet paints it in one mode. */
function built(html: string, rules: Map<string, Record<string, string>>, theme: PrismTheme): Run[][] {
  const $ = cheerio.load(`<code>${html}</code>`);
  return $('.token-line')
    .toArray()
    .map((line) =>
      mergeRuns(
        $(line)
          .contents()
          .toArray()
          .filter((node) => node.type === 'text' || (node.type === 'tag' && node.name === 'span'))
          .map((node) => {
            const classes = node.type === 'tag' ? ($(node).attr('class') ?? '').split(' ') : [];
            for (const name of classes)
              expect(lightRules.has(name) || darkRules.has(name), `a rule for .${name}`).toBe(true);
            const style = Object.assign({}, ...classes.map((name) => rules.get(name) ?? {}));
            return {
              text: $(node).text(),
              color: style.color ?? hex(theme.plain.color!),
              fontStyle: style['font-style'] ?? 'normal',
              opacity: style.opacity ?? '1',
            };
          }),
      ),
    );
}

describe('build-time code highlighting', () => {
  for (const [language, code] of Object.entries(SAMPLES)) {
    it(`${language}: same lines, text and colours as the browser's highlighting, light and dark`, () => {
      const html = highlighter.highlight(code, language)!;
      expect(html.match(/<span class="token-line">/g)).toHaveLength(code.split('\n').length);
      expect(built(html, lightRules, codeThemes.light)).toEqual(reference(code, language, codeThemes.light));
      expect(built(html, darkRules, codeThemes.dark)).toEqual(reference(code, language, codeThemes.dark));
    });
  }

  it('leaves text of the plain colour bare, and gives a span only to a token with a style of its own', () => {
    expect(highlighter.highlight('const a = b;', 'tsx')).toBe(
      '<span class="token-line"><span class="l8 d0 d5">const</span> a = b;<br></span>',
    );
    // A comment: light colour and italic, dark colour; a string: one colour per mode.
    expect(highlighter.highlight("// note\nf('x');", 'tsx')).toBe(
      '<span class="token-line"><span class="l0 l1 d6">// note</span><br></span>' +
        '<span class="token-line"><span class="l6 d1">f</span>(<span class="l3 d4">\'x\'</span>);<br></span>',
    );
  });

  it('puts neighbouring tokens that look the same in one span', () => {
    for (const [language, code] of Object.entries(SAMPLES)) {
      const html = highlighter.highlight(code, language)!;
      expect(html, language).not.toMatch(/<span class="([^"]+)">[^<]*<\/span><span class="\1">/);
    }
    // `div` and the space after it are both the tag's.
    expect(highlighter.highlight('<div a="1" />', 'tsx')).toContain('&lt;<span class="l8 d4">div </span>');
  });

  it('writes an empty line as the line break alone', () => {
    const html = highlighter.highlight('a\n\nb', 'tsx')!;
    expect(html.split('<br></span>')[1]).toBe('<span class="token-line">');
  });

  it('escapes the code and knows no grammar it has not got', () => {
    expect(highlighter.highlight('<div>&amp;</div>', 'tsx')).toContain('&lt;');
    expect(highlighter.highlight('x', 'python')).toBeUndefined();
  });

  it("the stylesheet gives each mode its theme's block colours", () => {
    expect(css).toContain(`.highlighted-code { --prism-color: #393A34; --prism-background-color: #f6f8fa; }`);
    expect(css).toContain(
      `[data-theme='dark'] .highlighted-code { --prism-color: #F8F8F2; --prism-background-color: #282A36; }`,
    );
  });

  it('the stylesheet has one class per token colour and style of each theme, in that mode only', () => {
    const expected = (theme: PrismTheme) => {
      const values = new Set<string>();
      for (const entry of theme.styles)
        for (const [property, value] of Object.entries(entry.style)) {
          if (value === undefined) continue;
          const text = property === 'color' ? hex(String(value)) : String(value);
          if (property !== 'color' || text !== hex(theme.plain.color!)) values.add(`${property}=${text}`);
        }
      return [...values].sort();
    };
    const actual = (rules: Map<string, Record<string, string>>) =>
      [...rules.values()]
        .flatMap((declarations) => Object.entries(declarations))
        .filter(([property]) => property !== 'background-color')
        .map(([property, value]) => `${property.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}=${value}`)
        .sort();
    expect(actual(lightRules)).toEqual(expected(codeThemes.light));
    expect(actual(darkRules)).toEqual(expected(codeThemes.dark));
    expect(lightRules.get('l8')).toEqual({ color: '#00009f' });
    expect(darkRules.get('d0')).toEqual({ color: '#bd93f9' });
    expect(darkRules.get('d5')).toEqual({ 'font-style': 'italic' });
    expect([...lightRules.keys()].every((name) => name.startsWith('l'))).toBe(true);
    expect([...darkRules.keys()].every((name) => name.startsWith('d'))).toBe(true);
  });
});
