/** The versioned-saving guide's client module and versions panel, loaded as printed, and a wait for the panel's requests. */
import { act } from '@testing-library/react';
import type React from 'react';
import { loadGuideModule } from '../../support/guideCode';
import { unansweredRequests } from './versionsApi';

export const VERSIONING = 'docs/guides/versioned-saving.mdx';

type PageVersions = { compressState: (json: string) => string; decompressState: (state: string) => string };
export const pageVersions = loadGuideModule<PageVersions & Record<string, unknown>>(VERSIONING, 'pageVersions.ts');
export const { VersionsPanel } = loadGuideModule<{
  VersionsPanel: React.ComponentType<{ page: string; loadedId: string | null; componentNames: readonly string[] }>;
}>(VERSIONING, 'VersionsPanel.tsx', pageVersions);

/** Event-loop turns with no request left unanswered before the panel counts as settled. */
const IDLE_TURNS = 3;

/**
 * Lets the in-memory server answer every request the panel sends (each a tick later) and React render what the
 * panel does with the answers. An answer can lead to another request (a save reads the list again), so this waits
 * for a few turns of the event loop in a row with none unanswered, not for a time.
 */
export const settle = () =>
  act(async () => {
    for (let idle = 0; idle < IDLE_TURNS; idle = unansweredRequests() === 0 ? idle + 1 : 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  });
