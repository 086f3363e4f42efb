/**
 * The loaded half of a live code block: the editor (react-simple-code-editor, a textarea under the
 * highlighted code, coloured by Prism with the site's theme for the current colour mode) and the
 * preview frame. The frame is sandboxed without allow-same-origin: the sample runs with an opaque
 * origin, so it cannot reach this page, its storage or its cookies.
 */
import { Fragment, useCallback, useId, type ReactNode } from 'react';
import Editor from 'react-simple-code-editor';
import { Highlight, Prism } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { LIVE_PREVIEW_PATH, type CodeError } from '../../../config/live-preview';
import { PreviewBox } from './PreviewBox';
import { usePreview } from './usePreview';
import styles from './styles.module.css';

interface Props {
  code: string;
  onChange: (code: string) => void;
  title: string;
}

function describe(error: CodeError): string {
  if (error.phase === 'syntax') {
    const where = error.line === undefined ? '' : ` at line ${error.line}, column ${error.column ?? 1}`;
    return `Syntax error${where}: ${error.message}`;
  }
  return `Error while rendering: ${error.message}`;
}

export default function LiveEditor({ code, onChange, title }: Props): ReactNode {
  const theme = usePrismTheme();
  const id = useId();
  const { frameRef, generation, state, restart } = usePreview(code);

  const highlight = useCallback(
    (text: string) => (
      <Highlight code={text} language="tsx" theme={theme} prism={Prism}>
        {({ tokens, getTokenProps }) =>
          tokens.map((line, i) => (
            <Fragment key={i}>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({ token })} />
              ))}
              {i < tokens.length - 1 ? '\n' : null}
            </Fragment>
          ))
        }
      </Highlight>
    ),
    [theme],
  );

  return (
    <>
      <div className={styles.code}>
        <label htmlFor={`${id}-code`} className={styles.visuallyHidden}>
          {`Code of the live sample "${title}". Escape, then Tab, leaves the editor.`}
        </label>
        <Editor
          value={code}
          onValueChange={onChange}
          highlight={highlight}
          textareaId={`${id}-code`}
          padding="var(--ifm-pre-padding)"
          className={styles.editor}
          textareaClassName={styles.textarea}
          style={{
            color: theme.plain.color,
            backgroundColor: theme.plain.backgroundColor,
            caretColor: theme.plain.color,
          }}
        />
      </div>
      <PreviewBox>
        <iframe
          key={generation}
          ref={frameRef}
          className={styles.frame}
          src={LIVE_PREVIEW_PATH}
          sandbox="allow-scripts"
          title={`Preview of the live sample "${title}"`}
        />
        {state.status === 'error' && (
          <div role="alert" className={styles.error} data-error-phase={state.error.phase}>
            <pre>{describe(state.error)}</pre>
          </div>
        )}
        {state.status === 'stuck' && (
          <div role="alert" className={styles.error}>
            <p>The preview stopped answering: the code may run a loop that never ends.</p>
            <button type="button" className={styles.button} onClick={restart}>
              Restart the preview
            </button>
          </div>
        )}
      </PreviewBox>
      <p className={styles.visuallyHidden} role="status">
        {state.status === 'ok' ? 'The preview shows the current code.' : ''}
      </p>
    </>
  );
}
