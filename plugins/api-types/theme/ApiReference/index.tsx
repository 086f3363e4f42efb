import React, { type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Admonition from '@theme/Admonition';
import data from '@api-types/data';
import { findApi, type ApiMember } from '../../../../config/api-model';
import { INTERNAL_EXPORTS } from '../../../../config/internal-exports';
import styles from './styles.module.css';

interface Target {
  /** Export name, e.g. `useNode`. */
  of: string;
  /** Dotted member path inside the export, e.g. `actions.setProp`. */
  path?: string;
}

/** Looks the target up in the extracted data; a missing one fails the build, so pages cannot drift silently. */
function lookup({ of, path }: Target) {
  const found = findApi(data, of, path);
  if (!found)
    throw new Error(
      `API reference: no export "${of}"${path ? ` with member "${path}"` : ''} in the installed packages`,
    );
  return found;
}

function Deprecated({ text }: { text?: string }): ReactNode {
  if (!text) return null;
  return (
    <Admonition type="warning" title="Deprecated">
      {text}
    </Admonition>
  );
}

/** The declaration of an export (or the signature of one member), as the installed `.d.ts` declares it. */
export function ApiSignature(props: Target): ReactNode {
  const { pkg, item, member } = lookup(props);
  const code = member ? member.signature : item.signature;
  return (
    <div className={styles.signature}>
      <CodeBlock language="ts" title={`${pkg.name} ${pkg.version}`}>
        {code}
      </CodeBlock>
      <Deprecated text={member ? member.deprecated : item.deprecated} />
    </div>
  );
}

/** Signature of one member, shown under the member's own `###` heading. */
export function ApiMember(props: Target & { path: string }): ReactNode {
  const { member } = lookup(props);
  if (!member) throw new Error(`API reference: "${props.of}" has no member "${props.path}"`);
  return (
    <div className={styles.signature}>
      <CodeBlock language="ts">{member.signature}</CodeBlock>
      <Deprecated text={member.deprecated} />
    </div>
  );
}

function optionalText(member: ApiMember): string {
  return member.optional ? 'optional' : 'required';
}

/** Table of the members of an export (props, fields, returned members), generated from the types. */
export function ApiMembers(props: Target & { caption?: string }): ReactNode {
  const { pkg, item, members } = lookup(props);
  const label = props.caption ?? `Members of ${props.path ? `${item.name}.${props.path}` : item.name}`;
  return (
    // Focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable).
    <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <caption>
          {label}{' '}
          <span className={styles.source}>
            ({pkg.name} {pkg.version})
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Presence</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.name}>
              <th scope="row">
                <code>{member.name}</code>
                {member.deprecated ? <span className={styles.badge}> deprecated</span> : null}
              </th>
              <td>
                <code className={styles.type}>{member.kind === 'method' ? member.signature : member.type}</code>
              </td>
              <td>{optionalText(member)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The reasoned list of exports that are public by accident (shared with tests/docs/exports.test.ts). */
export function InternalExports(): ReactNode {
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
          {INTERNAL_EXPORTS.map((entry) => (
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
