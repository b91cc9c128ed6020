/**
 * What a part of the page shows while its code loads, or when that code could not be loaded (react-loadable's
 * loading component; core's `@theme/Loading`). Core's own draws a 128 px animated SVG and an error box in white on
 * red (#fa383e, 3.6:1, under the 4.5:1 this site holds text to), with its styles written into every page's main
 * bundle. Here: a line of text, announced politely, once loading has taken longer than react-loadable's delay; on
 * failure, the error in an Infima danger alert, announced at once, with a button that tries again.
 */
import type { ReactNode } from 'react';

export interface LoadingProps {
  error?: unknown;
  retry?: () => void;
  pastDelay?: boolean;
}

export default function Loading({ error, retry, pastDelay }: LoadingProps): ReactNode {
  if (error) {
    return (
      <div role="alert" className="alert alert--danger margin--md">
        <p>This part of the page could not be loaded: {String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <p role="status" className="margin--md">
        Loading…
      </p>
    );
  }
  return null;
}
