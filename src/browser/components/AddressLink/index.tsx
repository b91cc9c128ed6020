import React, { type ReactNode } from 'react';
import { explorerAddressUrl } from '@site/src/domain/data/explorer';
import CopyButton from '../CopyButton';
import styles from './styles.module.css';

interface Props {
  address: string;
  /** Explorer origin of the address's chain. */
  explorer: string;
  /** What the address is, for accessible names ("ACL", "Pool Trade USDC v3"…). */
  label: string;
}

/** A checksummed address linking to its explorer page in a new tab, with a copy button. */
export default function AddressLink({ address, explorer, label }: Props): ReactNode {
  return (
    <span className={styles.address}>
      <a
        className={styles.link}
        href={explorerAddressUrl(explorer, address)}
        target="_blank"
        rel="noopener noreferrer"
        translate="no">
        {address}
      </a>
      <CopyButton what={`address of ${label}`} />
    </span>
  );
}
