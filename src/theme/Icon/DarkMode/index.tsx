import React, { type ComponentProps, type ReactNode } from 'react';

/** Dark: a crescent moon (see LightMode). */
export default function IconDarkMode(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a9 9 0 1 0 11.1 11.1z" />
    </svg>
  );
}
