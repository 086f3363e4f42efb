/**
 * Code blocks highlighted at build time (see remark.ts, which the docs plugin runs): routes the
 * pages' highlighted blocks through loader.cjs (HTML in the server bundle, a lazy chunk in the
 * browser's), adds the stylesheet with both Prism themes' colours, and owns HighlightedCodeBlock.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { themeStylesheet, type ThemePair } from './code-colors';
import { DATA_EXTENSION } from './remark';
import { versionCacheBy } from '../cache-version';

export default function codeHighlightPlugin(context: LoadContext, options: ThemePair): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'themes.css');
  fs.mkdirSync(path.dirname(stylesheet), { recursive: true });
  fs.writeFileSync(stylesheet, themeStylesheet(options));
  return {
    name: 'craftjs-code-highlight',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(config, isServer) {
      versionCacheBy(config, __dirname);
      return {
        module: {
          rules: [
            {
              test: new RegExp(`\\${DATA_EXTENSION}$`),
              type: 'javascript/auto',
              use: [{ loader: path.join(__dirname, 'loader.cjs'), options: { isServer } }],
            },
          ],
        },
      };
    },
  };
}
