import React, { type ReactNode } from 'react';
import AccessTable from '../AccessTable';

/** The access table of the Gearbox V3.1 roles, for the docs (an MDX page places it as `<V31AccessTable />`). */
export default function V31AccessTable(): ReactNode {
  return <AccessTable version="v3.1" />;
}
