import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@theme/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** The doc page's content with its Markdown: a `rel=alternate` link for assistants and the "Copy page" button by the title. */
export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const markdownUrl = `${metadata.permalink}.md`;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
