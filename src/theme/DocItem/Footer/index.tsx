/**
 * The doc footer: "Edit this page" and "Last updated" (the theme's row, from `editUrl` and the git date
 * the docs plugin adds). The theme's own footer also bundles the tag list, which no page here has; the
 * build fails here if a page starts to have tags, so they are not silently dropped.
 */
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import EditMetaRow from '@theme/EditMetaRow';
import type { ReactNode } from 'react';

export default function DocItemFooter(): ReactNode {
  const { editUrl, lastUpdatedAt, tags } = useDoc().metadata;
  if (tags.length > 0) {
    throw new Error('src/theme/DocItem/Footer renders no tags: render the theme TagsListInline there');
  }
  if (!editUrl && !lastUpdatedAt) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <EditMetaRow
        className={clsx('margin-top--sm', ThemeClassNames.docs.docFooterEditMetaRow)}
        editUrl={editUrl}
        lastUpdatedAt={lastUpdatedAt}
        lastUpdatedBy={null}
      />
    </footer>
  );
}
