/**
 * The banner for an unreleased or unmaintained docs version; this site has one version, so the theme's banner
 * would ship to every doc page to render nothing. The build fails here if a version gets a banner: then delete
 * this file to get the theme's banner back.
 */
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { ReactNode } from 'react';

export default function DocVersionBanner(): ReactNode {
  if (useDocsVersion().banner) {
    throw new Error('src/theme/DocVersionBanner renders no version banner: delete it to use the theme banner');
  }
  return null;
}
