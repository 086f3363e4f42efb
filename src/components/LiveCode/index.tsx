/**
 * A live code block (a ```` ```tsx live ```` fence; plugins/live-code/remark.ts): the sample as the
 * build highlighted it, and a preview box of fixed height. When the block comes near the viewport or
 * gets focus, the editor and the sandboxed preview load (LiveEditor, its own chunk) in their place.
 * The toolbar works from the first paint: Reset, Copy, and Open in StackBlitz (fetched when used).
 */
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import copy from 'copy-text-to-clipboard';
import { useNearViewport } from '../hooks/useNearViewport';
import { PreviewBox, PREVIEW_WAITING } from './PreviewBox';
import styles from './styles.module.css';

const LiveEditor = lazy(() => import(/* webpackChunkName: "live-code" */ './LiveEditor'));

interface Props {
  /** The sample as printed. */
  code: string;
  title: string;
  /** The printed sample, highlighted at build time: shown until the editor loads. */
  children: ReactNode;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function Waiting({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      <div className={styles.code}>{children}</div>
      <PreviewBox>
        <p className={styles.waiting}>{PREVIEW_WAITING}</p>
      </PreviewBox>
    </>
  );
}

export default function LiveCodeBlock({ code: printed, title, children }: Props): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [focused, setFocused] = useState(false);
  const [code, setCode] = useState(printed);
  const [copied, setCopied] = useState(false);

  const copyCode = useCallback(() => {
    if (!copy(code)) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  }, [code]);
  const open = useCallback(() => {
    void import('./openInStackBlitz').then(({ openInStackBlitz }) => openInStackBlitz(code, title));
  }, [code, title]);

  return (
    <section
      ref={ref}
      className={styles.live}
      aria-label={`Live sample: ${title}`}
      data-live-sample={slug(title)}
      onFocus={() => setFocused(true)}
    >
      <div className={styles.toolbar}>
        <span className={styles.hint}>Live sample: edit the code and the preview follows.</span>
        <button type="button" className={styles.button} onClick={() => setCode(printed)} disabled={code === printed}>
          Reset
        </button>
        <button type="button" className={styles.button} onClick={copyCode} aria-live="polite">
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className={styles.button} onClick={open}>
          Open in StackBlitz
        </button>
      </div>
      {near || focused ? (
        <Suspense fallback={<Waiting>{children}</Waiting>}>
          <LiveEditor code={code} onChange={setCode} title={title} />
        </Suspense>
      ) : (
        <Waiting>{children}</Waiting>
      )}
    </section>
  );
}
