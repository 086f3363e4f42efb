/**
 * The theme's code block buttons (word wrap, copy), browser-only like the theme's, with the copy
 * button that reads the code on click.
 */
import React, { type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import CopyButton from './CopyButton';

export default function Buttons({ code }: { code: () => string }): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <div className={styles.buttonGroup}>
          <WordWrapButton />
          <CopyButton code={code} />
        </div>
      )}
    </BrowserOnly>
  );
}
