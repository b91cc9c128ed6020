/** What the navbar search box (index.tsx) and its lazily loaded list of results (Panel.tsx) share. */

export const searchPageUrl = (query: string) => `/search?q=${encodeURIComponent(query)}`;

/** What the list tells the box: the status line's words and the results' links, in order. */
export interface PanelReport {
  status: string;
  hrefs: string[];
}

export interface PanelProps {
  ids: { list: string; option: (i: number) => string };
  /** The box's text as typed, and as searched (normalised). */
  text: string;
  query: string;
  /** The box is open (focused, or its list in use). */
  open: boolean;
  active: number;
  setActive: (i: number) => void;
  close: () => void;
  report: (r: PanelReport) => void;
}
