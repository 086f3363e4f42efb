/**
 * The doc footer shows tags, the "Edit this page" link and the last update; this site uses none of them, so
 * the theme's footer (and its parts) would ship to every doc page to render nothing. The build fails here
 * if a page starts using one: then delete this file to get the theme's footer back.
 */
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { ReactNode } from 'react';

export default function DocItemFooter(): ReactNode {
  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = useDoc().metadata;
  if (tags.length > 0 || editUrl || lastUpdatedAt || lastUpdatedBy) {
    throw new Error(
      'src/theme/DocItem/Footer renders no tags, edit link or last update: delete it to use the theme footer',
    );
  }
  return null;
}
