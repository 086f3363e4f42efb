import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import prismLanguagesPlugin from '../../plugins/prism-languages/index';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { trimPrismLanguages } = require('../../plugins/prism-languages/loader.cjs') as {
  trimPrismLanguages: (source: string, languages: string[]) => string;
};

const root = path.resolve(__dirname, '../..');
const bundle = fs.readFileSync(path.join(root, 'node_modules/prism-react-renderer/dist/index.mjs'), 'utf8');

async function importTrimmed(languages: string[]) {
  // Next to node_modules, so the bundle's own imports (react, clsx) resolve.
  const dir = fs.mkdtempSync(path.join(root, 'node_modules/.cache-prism-test-'));
  try {
    const file = path.join(dir, 'index.mjs');
    fs.writeFileSync(file, trimPrismLanguages(bundle, languages));
    return (await import(pathToFileURL(file).href)) as typeof import('prism-react-renderer');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('prism-languages loader', () => {
  it('keeps exactly the grammars asked for, and they still highlight', async () => {
    const { Prism } = await importTrimmed(['markup', 'clike', 'javascript', 'jsx', 'typescript', 'tsx']);
    for (const language of ['markup', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
    for (const language of ['kotlin', 'swift', 'rust', 'python', 'go', 'cpp', 'graphql', 'yaml', 'markdown']) {
      expect(Prism.languages[language], language).toBeUndefined();
    }
    const tokens = Prism.tokenize('const a: number = <Box />;', Prism.languages.tsx)
      .filter((t) => typeof t !== 'string')
      .map((t) => (t as { type: string }).type);
    expect(tokens).toEqual(['keyword', 'operator', 'builtin', 'operator', 'tag', 'punctuation']);
  });

  it('fails loudly when the bundle does not have the expected layout', () => {
    expect(() => trimPrismLanguages('export const x = 1;', ['tsx'])).toThrow(
      /grammar section of prism-react-renderer was not found/,
    );
  });
});

describe('prism-languages plugin', () => {
  class NormalModuleReplacementPlugin {
    constructor(
      readonly pattern: RegExp,
      readonly resource: string,
    ) {}
  }
  const configure = (isServer: boolean) => {
    const plugin = prismLanguagesPlugin({}, { languages: ['clike', 'javascript', 'typescript'] });
    const utils = { currentBundler: { instance: { NormalModuleReplacementPlugin } } };
    const configureWebpack = plugin.configureWebpack as unknown as (...args: unknown[]) => {
      resolve: { alias: Record<string, false> };
      plugins: NormalModuleReplacementPlugin[];
    };
    return configureWebpack({}, isServer, utils);
  };

  it("keeps the theme's client module, which hands Prism to the grammars, out of both bundles", () => {
    const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    expect(fs.readFileSync(clientModule, 'utf8')).toContain("import { Prism } from 'prism-react-renderer';");
    for (const isServer of [false, true]) {
      // .docusaurus/client-modules.js requires it by path, without the extension.
      expect(configure(isServer).resolve.alias).toEqual({ [`${clientModule.replace(/\.js$/, '')}$`]: false });
    }
  });

  it("gives the server bundle the theme's CodeBlock at once, and the browser's a chunk to fetch", () => {
    expect(configure(false).plugins).toEqual([]);
    const [swap] = configure(true).plugins;
    const theme = path.join(root, 'plugins/prism-languages/theme/CodeBlock');
    expect(swap.resource).toBe(path.join(theme, 'prismLoader.server.ts'));
    expect(fs.existsSync(swap.resource)).toBe(true);
    expect(swap.pattern.test('./prismLoader')).toBe(true);
    expect(swap.pattern.test('./PrismCodeBlock')).toBe(false);
    expect(fs.readFileSync(path.join(theme, 'prismLoader.ts'), 'utf8')).toContain("import('./PrismCodeBlock')");
  });
});
