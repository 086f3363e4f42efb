/**
 * The YAML front matter of a page's Markdown copy: the day its source last changed in git, the date
 * the page's footer shows. A page without a known date (no git history at build time) gets none, rather
 * than a wrong one.
 */

export interface PageFacts {
  /** `YYYY-MM-DD`, the day of the last commit that changed the page's source. */
  lastUpdated?: string;
}

export function withFrontMatter(markdown: string, facts: PageFacts): string {
  if (!facts.lastUpdated) return markdown;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(facts.lastUpdated)) throw new Error(`Not a day: ${facts.lastUpdated}`);
  return `---\nlast_updated: ${facts.lastUpdated}\n---\n\n${markdown}`;
}

/** The day a docs plugin timestamp falls on, in UTC (plugins/git-dates stores each day at 00:00 UTC). */
export const dayOf = (timestamp: number | undefined): string | undefined =>
  timestamp ? new Date(timestamp).toISOString().slice(0, 10) : undefined;
