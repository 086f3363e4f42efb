/**
 * The theme's CodeBlock with Prism in a chunk of its own. The docs' code blocks and the API
 * signatures are highlighted at build time (plugins/code-highlight renders them without this
 * component), so only a block the build could not highlight needs the browser's Prism, and no
 * page loads it otherwise. The server renders the theme's block at once (prismLoader.server.ts);
 * hydration keeps that HTML as it is while Prism loads, then the theme's component takes over.
 */
import React, { useEffect, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import prismLoader from './prismLoader';

/** The block the server rendered under this id, when this render hydrates it. */
function serverHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML;
}

export default function CodeBlock(props: Props): ReactNode {
  const id = useId();
  const [PrismCodeBlock, setPrismCodeBlock] = useState<ComponentType<Props> | undefined>(prismLoader.loaded);
  const [html] = useState(() => (PrismCodeBlock ? undefined : serverHtml(id)));
  // React compares this prop by identity: a new object on each render would rewrite the block.
  const innerHtml = useMemo(() => (html === undefined ? undefined : { __html: html }), [html]);

  useEffect(() => {
    if (PrismCodeBlock) return;
    let current = true;
    void prismLoader.load().then((component) => {
      if (current) setPrismCodeBlock(() => component);
    });
    return () => {
      current = false;
    };
  }, [PrismCodeBlock]);

  if (PrismCodeBlock)
    return (
      <div data-code-block={id}>
        <PrismCodeBlock {...props} />
      </div>
    );
  if (innerHtml) return <div data-code-block={id} dangerouslySetInnerHTML={innerHtml} />;
  // After a client-side navigation the code shows as plain text until Prism has loaded.
  return (
    <div data-code-block={id}>
      <pre className={props.className}>{props.children}</pre>
    </div>
  );
}
