import { describe, expect, it } from 'vitest';
import { dayOf, withFrontMatter } from '../../plugins/llms/front-matter';
import { llmsFullTxt, type Catalog } from '../../assistants/llms';
import { dayTimestamp } from '../../plugins/git-dates';

const PAGE = '# useNode()\n\n> The useNode hook.\n';

describe('the date in the Markdown copy for assistants', () => {
  it('is front matter with the day of the last commit, the day the page footer shows', () => {
    const day = dayOf(dayTimestamp('2026-11-23'));
    expect(day).toBe('2026-11-23');
    expect(withFrontMatter(PAGE, { lastUpdated: day })).toBe(`---\nlast_updated: 2026-11-23\n---\n\n${PAGE}`);
  });

  it('is left out, with no front matter, when the build had no git history', () => {
    expect(dayOf(undefined)).toBeUndefined();
    expect(withFrontMatter(PAGE, {})).toBe(PAGE);
  });

  it('is refused when it is not a day', () => {
    expect(() => withFrontMatter(PAGE, { lastUpdated: 'yesterday' })).toThrow(/Not a day/);
  });

  it('heads each page of llms-full.txt beside its source, where front matter cannot go', () => {
    const page = {
      id: 'a',
      title: 'A',
      description: '',
      url: 'https://x.org/docs/a',
      markdownUrl: 'https://x.org/docs/a.md',
      category: 'C',
    };
    const catalog: Catalog = {
      siteTitle: 'x',
      summary: 's',
      siteUrl: 'https://x.org/',
      pages: [
        { ...page, lastUpdated: '2026-11-23' },
        { ...page, id: 'b', url: 'https://x.org/docs/b' },
      ],
    };
    const full = llmsFullTxt(catalog, () => PAGE);
    expect(full).toContain('Source: https://x.org/docs/a\nLast updated: 2026-11-23\n\n# useNode()');
    expect(full).toContain('Source: https://x.org/docs/b\n\n# useNode()');
  });
});
