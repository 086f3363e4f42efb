/**
 * The theme's copy button (same markup, labels and translations), except that it reads the code
 * from the block's lines when the reader copies: hydrating a page then walks no block's DOM.
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';

async function copyToClipboard(text: string): Promise<void> {
  // Only secure contexts have the clipboard API; plain HTTP (a local network) gets the fallback on demand.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const { default: copy } = await import('copy-text-to-clipboard');
  copy(text);
}

const copyTitle = () =>
  translate({ id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks' });

const ariaLabel = (copied: boolean) =>
  copied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });

export default function CopyButton({ code }: { code: () => string }): ReactNode {
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(() => {
    // Errors stay unhandled, as in the theme, so error reporting sees them.
    void copyToClipboard(code()).then(() => {
      setCopied(true);
      window.clearTimeout(timeout.current);
      timeout.current = window.setTimeout(() => setCopied(false), 1000);
    });
  }, [code]);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return (
    <Button
      aria-label={ariaLabel(copied)}
      title={copyTitle()}
      className={clsx(styles.copyButton, copied && styles.copyButtonCopied)}
      onClick={copyCode}
    >
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
