/**
 * The one place the site reads the environment. Build-time values decide what every page carries
 * (written to build/site-settings.json by plugins/search); serve-time values only tune the process.
 */
import { siteSettings, searchSettings, type AlgoliaThemeSettings, type SiteSettings } from './search';

type Env = Record<string, string | undefined>;

export interface BuildEnvironment {
  /** `themeConfig.algolia` for site.config.ts. */
  algolia: AlgoliaThemeSettings;
  /** What the pages depend on: search app, key, index and hosts. */
  site: SiteSettings;
  /** `docusaurus start` rather than `docusaurus build`. */
  isDev: boolean;
  /** CODE_TYPES=0 builds the TypeScript samples without their types (`npm run bench` compares the two). */
  codeTypes: boolean;
}

export function buildEnvironment(env: Env = process.env): BuildEnvironment {
  return {
    algolia: searchSettings(env),
    site: siteSettings(env),
    isDev: env.NODE_ENV === 'development',
    codeTypes: env.CODE_TYPES !== '0',
  };
}

export interface ServeEnvironment {
  /** The key the write API answers to (SEARCH_ADMIN_API_KEY); never part of the build. */
  adminKey: string | undefined;
  /** PORT, when `--port` is not given. */
  port: string | undefined;
  /** SERVER_LOG=1 logs every request. */
  log: boolean;
  /** SEARCH_THREAD=0 answers searches on the main thread only (the server uses a search thread otherwise). */
  searchThread: boolean;
}

export function serveEnvironment(env: Env = process.env): ServeEnvironment {
  return {
    adminKey: env.SEARCH_ADMIN_API_KEY || undefined,
    port: env.PORT,
    log: env.SERVER_LOG === '1',
    searchThread: env.SEARCH_THREAD !== '0',
  };
}
