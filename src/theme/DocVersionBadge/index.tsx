/**
 * The "Version: …" badge, shown when the docs have several versions; this site has one, so the theme's badge
 * would ship to every doc page to render nothing. The build fails here if a version gets a badge: then delete
 * this file to get the theme's badge back.
 */
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { ReactNode } from 'react';

export default function DocVersionBadge(): ReactNode {
  if (useDocsVersion().badge) {
    throw new Error('src/theme/DocVersionBadge renders no version badge: delete it to use the theme badge');
  }
  return null;
}
