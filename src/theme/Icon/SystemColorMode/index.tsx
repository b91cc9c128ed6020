import React, { type ComponentProps, type ReactNode } from 'react';

/** The system's mode: a disc, half light and half dark (see LightMode). */
export default function IconSystemColorMode(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <circle cx={12} cy={12} r={8} fill="none" stroke="currentColor" strokeWidth={2} />
      <path fill="currentColor" d="M12 4a8 8 0 0 1 0 16z" />
    </svg>
  );
}
