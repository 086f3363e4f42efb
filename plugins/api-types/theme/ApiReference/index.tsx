import React, { type ComponentType, type ReactNode } from 'react';
import { useMDXComponents } from '@mdx-js/react';
import type { Props as AdmonitionProps } from '@theme/Admonition';
import type { ApiMembersView, ApiSignatureView } from '../../../../config/api-model';
import type { InternalExport } from '../../../../config/internal-exports';
import styles from './styles.module.css';

/**
 * Pages write `<ApiMembers of="useNode" path="…" caption="…" />`; the api-types remark plugin resolves that at
 * build time and replaces the attributes with `api`, what the component renders (so the page carries only that).
 */
interface Resolved<View> {
  api?: View;
}

function resolved<View>(component: string, props: Resolved<View>): View {
  if (!props.api) throw new Error(`${component}: no data; the api-types remark plugin adds it at build time`);
  return props.api;
}

function Deprecated({ text }: { text?: string }): ReactNode {
  // The theme's admonition, as the page's MDX gets it: importing @theme/Admonition here would put a second copy
  // of it into every API page's chunk (the doc layout's chunk already has it).
  const { admonition: Admonition } = useMDXComponents() as { admonition: ComponentType<AdmonitionProps> };
  if (!text) return null;
  return (
    <Admonition type="warning" title="Deprecated">
      {text}
    </Admonition>
  );
}

/**
 * A signature component's props: the remark plugin makes the signature its child, a `ts` code block that
 * plugins/code-highlight highlights at build time like the page's other code blocks.
 */
interface SignatureProps extends Resolved<Pick<ApiSignatureView, 'deprecated'>> {
  children?: ReactNode;
}

/** The declaration of an export (or the signature of one member), as the installed `.d.ts` declares it. */
export function ApiSignature(props: SignatureProps): ReactNode {
  const { deprecated } = resolved('ApiSignature', props);
  return (
    <div className={styles.signature}>
      {props.children}
      <Deprecated text={deprecated} />
    </div>
  );
}

/** Signature of one member, shown under the member's own `###` heading (its code block has no title). */
export function ApiMember(props: SignatureProps): ReactNode {
  const { deprecated } = resolved('ApiMember', props);
  return (
    <div className={styles.signature}>
      {props.children}
      <Deprecated text={deprecated} />
    </div>
  );
}

/** Table of the members of an export (props, fields, returned members), generated from the types. */
export function ApiMembers(props: Resolved<ApiMembersView>): ReactNode {
  const { label, source, rows } = resolved('ApiMembers', props);
  return (
    // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <caption>
          {label} <span className={styles.source}>({source})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Presence</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
                {row.deprecated ? <span className={styles.badge}> deprecated</span> : null}
              </th>
              <td>
                <code className={styles.type}>{row.type}</code>
              </td>
              <td>{row.optional ? 'optional' : 'required'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The reasoned list of exports that are public by accident (shared with tests/docs/exports.test.ts). */
export function InternalExports(props: Resolved<readonly InternalExport[]>): ReactNode {
  const entries = resolved('InternalExports', props);
  return (
    <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label="Exports not meant for applications">
      <table className={styles.table}>
        <caption>Exports not meant for applications</caption>
        <thead>
          <tr>
            <th scope="col">Export</th>
            <th scope="col">Package</th>
            <th scope="col">Why it is internal</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.package}:${entry.name}`}>
              <th scope="row">
                <code>{entry.name}</code>
              </th>
              <td>
                <code>{entry.package}</code>
              </td>
              <td>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
