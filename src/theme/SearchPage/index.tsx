import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

// The theme's search page has no description meta (Lighthouse SEO audit "meta-description"): give
// it one of our own words, in the static HTML.
export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <Head>
        <meta name="description" content="Search every page of the craft.js documentation: concepts, guides, and each API member by name." />
      </Head>
      <SearchPage />
    </>
  );
}
