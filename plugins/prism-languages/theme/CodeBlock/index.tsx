/**
 * The theme's CodeBlock, fetched only when a page renders one. The docs' code blocks and the API
 * signatures are highlighted at build time (plugins/code-highlight renders them without this
 * component), so only a block the build could not highlight needs the browser's Prism; no page
 * loads it otherwise. The static HTML holds the highlighted block all the same (the server waits
 * for it), and hydration keeps it until the chunk arrives.
 */
import React, { Suspense, lazy, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

const PrismCodeBlock = lazy(() => import('./PrismCodeBlock'));

export default function CodeBlock(props: Props): ReactNode {
  return (
    // After a client-side navigation the code shows as plain text until Prism has loaded.
    <Suspense fallback={<pre className={props.className}>{props.children}</pre>}>
      <PrismCodeBlock {...props} />
    </Suspense>
  );
}
