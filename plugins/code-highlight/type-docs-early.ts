/**
 * Imported first by site.config.ts. Typing the docs' TypeScript blocks is the longest step of a cold
 * build, and the pages wait for it: in a production build its worker starts here, before the config's
 * other imports and Docusaurus's plugins load, about a second before the plugin's loadContent would
 * start it (which then finds the same typing under way, typed-blocks.ts).
 */
import path from 'node:path';
import { buildEnvironment } from '../../config/environment';
import { typeDocsAhead } from './typed-blocks';

// Docusaurus sets NODE_ENV before it loads the config: `production` for a build only (tests import the config too).
if (buildEnvironment().codeTypes && process.env.NODE_ENV === 'production')
  void typeDocsAhead(path.resolve(__dirname, '../..'));
