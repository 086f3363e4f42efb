import type { ReactNode } from 'react';
import styles from './styles.module.css';

export const PREVIEW_WAITING = 'The preview starts when you reach it.';

/** The preview's box: the same fixed height before and after the preview loads, so nothing shifts. */
export function PreviewBox({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.preview}>{children}</div>;
}
