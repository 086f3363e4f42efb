/** The versioned-saving guide's client module and versions panel, loaded as printed, and a wait for the panel's requests. */
import { act } from '@testing-library/react';
import type React from 'react';
import { loadGuideModule } from '../../support/guideCode';

export const VERSIONING = 'docs/guides/versioned-saving.mdx';

type PageVersions = { compressState: (json: string) => string; decompressState: (state: string) => string };
export const pageVersions = loadGuideModule<PageVersions & Record<string, unknown>>(VERSIONING, 'pageVersions.ts');
export const { VersionsPanel } = loadGuideModule<{
  VersionsPanel: React.ComponentType<{ page: string; loadedId: string | null; componentNames: readonly string[] }>;
}>(VERSIONING, 'VersionsPanel.tsx', pageVersions);

/** Lets the in-memory server answer (it replies a tick later) and React render the panel's state. */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
