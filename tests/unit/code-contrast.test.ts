/**
 * The static code blocks' Shiki themes (plugins/code-highlight/themes.ts) reach WCAG AA: every colour
 * a token can take, in both themes, on the block's background and on a highlighted line's. Checked on
 * the themes as Shiki resolves them and on what it writes for code of every language the docs use.
 */
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { normalizeTheme } from 'shiki';
import { codeHighlighter, LANGUAGES } from '../../plugins/code-highlight/highlight';
import { codeThemes } from '../../plugins/code-highlight/themes';
import { contrastRatio, MIN_CONTRAST } from '../../config/contrast';

const SAMPLES: Record<string, string> = {
  tsx: [
    "import { useNode, type UserComponent } from '@craftjs/core';",
    '/** A paragraph the user can drag. */',
    'export const Text: UserComponent<{ text: string }> = ({ text }) => {',
    '  // connect and drag the paragraph',
    '  const { connectors: { connect, drag } } = useNode();',
    '  return <p ref={(el) => { if (el) connect(drag(el)); }} className="text" hidden={false}>{text ?? 42}</p>;',
    '};',
  ].join('\n'),
  typescript: 'type A = { a?: number; readonly b: string[] } & Record<string, unknown>;\nenum E { X = 1 }',
  jsx: 'const re = /ab+c/g; let n = null; this.x = `t${1}`;\nconst App = () => <Editor resolver={{ Text }}><Frame /></Editor>;',
  bash: 'npm install @craftjs/core lzutf8 # install\ncd basic-editor && echo "$HOME"',
  json: '{ "ROOT": { "type": { "resolvedName": "Container" }, "nodes": [1, 2], "hidden": false, "x": null } }',
  diff: '--- a/App.tsx\n+++ b/App.tsx\n@@ -1,2 +1,2 @@\n- <Frame json={old}>\n+ <Frame data={json}>\n  unchanged',
};

const modes = [
  ['light', codeThemes.light],
  ['dark', codeThemes.dark],
] as const;

const backgrounds = (theme: typeof codeThemes.light) => [
  theme.colors!['editor.background'],
  theme.colors!['editor.lineHighlightBackground'],
];

describe('accessible Shiki themes', () => {
  for (const [mode, theme] of modes) {
    it(`${mode}: every colour of the theme reaches ${MIN_CONTRAST}:1 on the block and on a highlighted line`, () => {
      const resolved = normalizeTheme(theme);
      const colors = new Set([resolved.fg, ...resolved.settings.map((s) => s.settings.foreground).filter(Boolean)]);
      expect(colors.size).toBeGreaterThan(5);
      for (const background of backgrounds(theme)) {
        const low = [...colors].filter((c) => contrastRatio(c!, background) < MIN_CONTRAST);
        expect(low, `on ${background}`).toEqual([]);
      }
    });
  }

  it('every colour Shiki writes for the docs’ languages reaches AA in both modes', async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...LANGUAGES].sort());
    const highlighter = await codeHighlighter();
    const written = { light: new Set<string>(), dark: new Set<string>() };
    for (const [language, code] of Object.entries(SAMPLES)) {
      const $ = cheerio.load(highlighter.highlight(code, language));
      for (const span of $('span[style]').toArray()) {
        const style = $(span).attr('style')!;
        const light = /(?:^|;)color:(#\w+)/.exec(style)?.[1];
        const dark = /--shiki-dark:(#\w+)/.exec(style)?.[1];
        expect(light && dark, style).toBeTruthy();
        written.light.add(light!);
        written.dark.add(dark!);
      }
    }
    for (const [mode, theme] of modes) {
      expect(written[mode].size, mode).toBeGreaterThan(4);
      for (const background of backgrounds(theme)) {
        const low = [...written[mode]].filter((c) => contrastRatio(c, background) < MIN_CONTRAST);
        expect(low, `${mode} on ${background}`).toEqual([]);
      }
    }
  });
});
