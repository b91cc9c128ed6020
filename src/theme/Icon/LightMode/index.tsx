import React, { type ComponentProps, type ReactNode } from 'react';

/**
 * The colour-mode switch's icons (this one, DarkMode, SystemColorMode) are drawn with a few strokes: the theme's
 * are long paths that every page carried twice, in its HTML and in the shared script (issue 18, page weight).
 * Light: a sun, a disc with eight rays.
 */
export default function IconLightMode(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" {...props}>
      <circle cx={12} cy={12} r={4} />
      <path d="M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}
