import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const LABELS: Record<Status, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
  // A ClipboardItem built from a promise keeps the click's permission while the fetch runs (Safari needs it).
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** "Copy page" (the page's Markdown, fetched on click) and a small menu with "View as Markdown". */
export default function CopyPage({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 2500);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = () => {
    copyMarkdown(markdownUrl).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.copyPage} ref={root}>
      <div className={styles.group}>
        <button type="button" className={styles.button} onClick={copy} aria-describedby={`${menuId}-hint`}>
          {LABELS[status]}
        </button>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-label="More ways to get this page"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </div>
      <span id={`${menuId}-hint`} hidden>
        Copies this page as Markdown, for a coding assistant
      </span>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          <a className={styles.item} href={markdownUrl} onClick={() => setOpen(false)}>
            View as Markdown
          </a>
        </li>
      </ul>
      <span role="status" className={styles.status}>
        {status === 'idle' ? '' : status === 'copied' ? 'Copied the page as Markdown' : 'Could not copy the page'}
      </span>
    </div>
  );
}
