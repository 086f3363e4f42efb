/**
 * A code block highlighted at build time by Shiki (plugins/code-highlight): the theme's CodeBlock
 * markup, buttons and context, but the lines arrive as HTML (Shiki's `span.line` each). Hydration
 * keeps the server's lines as they are (read back from the page), so the browser neither tokenizes the code nor creates an element per
 * token, and the first load carries no copy of the code. After a client-side navigation the lines
 * come from the page's lazily loaded chunk of blocks. The copy button reads the code from the lines
 * when used, so hydration reads nothing from them.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, useCodeWordWrap, type CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import Title from '@theme/CodeBlock/Title';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import Buttons from './Buttons';
import { HIGHLIGHTED_CLASS, typeKeysId } from './className';

/** One page's blocks: the HTML itself when rendering on the server, a loader in the browser. */
export interface HighlightedBlocks {
  key: string;
  html?: readonly string[];
  load?: () => Promise<readonly string[]>;
}

interface Props {
  blocks: HighlightedBlocks;
  index: number;
  /** How many lines the block has: empty lines hold its height until they arrive. */
  lines: number;
  language: string;
  title?: string;
  /** The first line's number, when the block shows line numbers. */
  lineNumbersStart?: number;
}

const loadedBlocks = new Map<string, readonly string[]>();
const EMPTY_LINE = '<span class="line"></span>\n';

/** The lines the server rendered for this block, when this render hydrates them. */
function serverHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`code[data-highlighted="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * The text the copy button copies: the code, line by line, as the theme's CodeBlock holds it. The rendered text
 * (`innerText`), so the names' type popups, hidden while the pointer is on the button, are left out.
 */
function codeText(code: HTMLElement | null): string {
  if (!code) return '';
  return Array.from(code.querySelectorAll<HTMLElement>(':scope > .line'), (line) => line.innerText).join('\n');
}

/** A block with types loads its popups' keys, taps and placement on the first pointer, focus or key (typePopups.ts). */
function enableTypes(event: React.SyntheticEvent<HTMLPreElement>): void {
  const pre = event.currentTarget;
  const cause = event.nativeEvent;
  void import('./typePopups').then((popups) => popups.enableTypePopups(pre, cause));
}

export default function HighlightedCodeBlock({
  blocks,
  index,
  lines,
  language,
  title,
  lineNumbersStart,
}: Props): ReactNode {
  const id = `${blocks.key}:${index}`;
  const [html, setHtml] = useState(
    () => blocks.html?.[index] ?? loadedBlocks.get(blocks.key)?.[index] ?? serverHtml(id),
  );
  const codeRef = useRef<HTMLElement>(null);
  const wordWrap = useCodeWordWrap();

  useEffect(() => {
    if (html !== undefined || !blocks.load) return;
    let current = true;
    void blocks.load().then((loaded) => {
      loadedBlocks.set(blocks.key, loaded);
      if (current) setHtml(loaded[index]);
    });
    return () => {
      current = false;
    };
  }, [blocks, index, html]);

  const readCode = useCallback(() => codeText(codeRef.current), []);
  const keysId = typeKeysId(index);
  const typed = html?.includes(keysId);

  // React compares this prop by identity: a new object on each render would rewrite the lines.
  // Until the lines arrive, as many empty ones keep the page's layout, so a link to a heading below
  // lands where the heading will stay.
  const innerHtml = useMemo(() => ({ __html: html ?? EMPTY_LINE.repeat(lines) }), [html, lines]);
  const className = `language-${language}`;
  const numbered = lineNumbersStart !== undefined;
  const counter = useMemo(
    () => (numbered ? { counterReset: `line ${lineNumbersStart - 1}` } : undefined),
    [numbered, lineNumbersStart],
  );
  // Off screen the block is skipped (content-visibility, index.ts) and takes its lines' height, so a link to a
  // heading below lands where the heading will stay once the block renders.
  const skippedSize = useMemo(() => ({ '--code-lines': lines }) as CSSProperties, [lines]);
  const metadata = useMemo<CodeBlockMetadata>(
    // Nothing in this block reads the code from here: its copy button reads the lines (readCode).
    () => ({ codeInput: '', code: '', className, language, title, lineNumbersStart, lineClassNames: {} }),
    [className, language, title, lineNumbersStart],
  );

  return (
    // The theme's own CodeBlock hands its buttons the word-wrap state this way; its ref is read in their effects.
    // eslint-disable-next-line react-hooks/refs
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        className={clsx(
          className,
          containerStyles.codeBlockContainer,
          ThemeClassNames.common.codeBlock,
          HIGHLIGHTED_CLASS,
        )}
      >
        {title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          {/* The block's own handlers only load what its names' keys need (typePopups.ts, which handles them). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <pre
            // eslint-disable-next-line react-hooks/refs -- attaching the ref, not reading it
            ref={wordWrap.codeBlockRef}
            // The theme's CodeBlock makes the block focusable too, so it scrolls by keyboard.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-describedby={typed ? keysId : undefined}
            onFocus={typed ? enableTypes : undefined}
            onPointerEnter={typed ? enableTypes : undefined}
            onKeyDown={typed ? enableTypes : undefined}
            className={clsx('shiki', className, contentStyles.codeBlock, 'thin-scrollbar')}
            style={skippedSize}
          >
            <code
              ref={codeRef}
              className={clsx(contentStyles.codeBlockLines, numbered && 'line-numbers')}
              style={counter}
              data-highlighted={id}
              dangerouslySetInnerHTML={innerHtml}
            />
          </pre>
          <Buttons code={readCode} />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
