/**
 * The browsers Rspack, SWC and Lightning CSS compile for. These Rust tools read the browserslist
 * config with browserslist-rs, which does not know Baseline queries ("baseline widely available"):
 * it resolves them to no browser, and the build stops (or SWC would transpile for every browser).
 * So each Baseline query of package.json's browserslist is expanded here, with the JavaScript
 * browserslist that defines it, into one `<browser> >= <oldest version>` query per browser, which
 * both readers agree on; every other query is kept as written. The result goes into BROWSERSLIST,
 * which every browserslist reader in the build process honours over package.json.
 */
import browserslist from 'browserslist';

const BASELINE_QUERY = /^\s*baseline\b/i;

/** `chrome 125`, `ios_saf 17.6-17.7` → browser and the lowest version of the entry. */
function parseEntry(entry: string): { browser: string; version: number; text: string } {
  const [browser = '', range = ''] = entry.split(' ');
  const text = range.split('-')[0] ?? range;
  return { browser, version: Number.parseFloat(text), text };
}

/** One `<browser> >= <oldest version>` query per browser the Baseline query resolves to. */
export function expandBaselineQuery(query: string): string[] {
  const oldest = new Map<string, { version: number; text: string }>();
  for (const entry of browserslist(query)) {
    const { browser, version, text } = parseEntry(entry);
    const known = oldest.get(browser);
    if (!known || version < known.version) oldest.set(browser, { version, text });
  }
  return [...oldest].sort(([a], [b]) => a.localeCompare(b)).map(([browser, { text }]) => `${browser} >= ${text}`);
}

/** The site's browserslist (for the current NODE_ENV) with its Baseline queries expanded. */
export function rustReadableBrowserslist(siteDir: string): string[] {
  const queries = browserslist.loadConfig({ path: siteDir }) ?? browserslist.defaults;
  return queries.flatMap((query) => (BASELINE_QUERY.test(query) ? expandBaselineQuery(query) : [query]));
}

/** Sets BROWSERSLIST for this build process, unless the environment already chose one. */
export function applyRustReadableBrowserslist(siteDir: string): void {
  process.env.BROWSERSLIST ??= rustReadableBrowserslist(siteDir).join(', ');
}
