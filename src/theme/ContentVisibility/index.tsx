/**
 * The "unlisted" and "draft" notices; this site has no unlisted or draft page, so the theme's notices would
 * ship to every doc page to render nothing. The build (or the dev page) fails here if a page becomes one: then
 * delete this file to get the theme's notices back.
 */
import type { Props } from '@theme/ContentVisibility';
import type { ReactNode } from 'react';

export default function ContentVisibility({ metadata }: Props): ReactNode {
  const { unlisted, frontMatter } = metadata;
  if (unlisted || frontMatter.unlisted || frontMatter.draft) {
    throw new Error('src/theme/ContentVisibility renders no unlisted or draft notice: delete it to use the theme one');
  }
  return null;
}
