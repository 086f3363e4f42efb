/**
 * What Docusaurus reads: the site's config is site.config.ts. Docusaurus loads this file with jiti 1,
 * which would transpile every TypeScript file the config imports, and every ES-module package they
 * import, with Babel: about 3 s of CPU at a cold build's start. tsx's hook transpiles ours with esbuild
 * and leaves the packages to Node's own require (ES modules included since Node 20.19).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { register } from 'tsx/cjs/api';
import type { Config } from '@docusaurus/types';

const REGISTERED = Symbol.for('craftjs.tsx-hook');
const processState = globalThis as { [REGISTERED]?: true };
if (!processState[REGISTERED]) {
  register();
  processState[REGISTERED] = true;
}

const requireNode = createRequire(__filename);
// Loaded afresh each time Docusaurus reads this file (`npm start` after an edit), as jiti would.
const siteModules = `${__dirname}${path.sep}`;
const dependencies = `${path.sep}node_modules${path.sep}`;
for (const file of Object.keys(requireNode.cache))
  if (file.startsWith(siteModules) && !file.includes(dependencies)) delete requireNode.cache[file];

const config = (requireNode('./site.config.ts') as { default: Config }).default;
export default config;
