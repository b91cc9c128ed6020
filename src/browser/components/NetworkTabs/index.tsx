import React, { useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface TabSpec {
  value: string;
  label: string;
}

interface Props {
  tabs: readonly TabSpec[];
  selected: string;
  onSelect: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Renders a tab's panel; every panel is rendered, inactive ones hidden. */
  children: (value: string) => ReactNode;
  /**
   * Show every panel at once (a search across all tabs): the tab list hides and panels become regions, each
   * labelled by its heading, whose id is the tab's value.
   */
  showAll?: boolean;
  /** Id of the wrapper (for the page's before-paint and no-script styles). */
  id?: string;
}

export const tabId = (value: string) => `tab-${value}`;
export const panelId = (value: string) => `panel-${value}`;

/** Accessible tabs (WAI-ARIA tabs pattern, manual activation, roving focus). */
export default function NetworkTabs({ tabs, selected, onSelect, label, children, showAll = false, id }: Props): ReactNode {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    const tab = tabs[next];
    if (tab) onSelect(tab.value);
  };
  return (
    <div id={id}>
      <div role="tablist" aria-label={label} className={clsx('tabs', styles.tablist)} hidden={showAll}>
        {tabs.map((tab, i) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={panelId(tab.value)}
              tabIndex={active ? 0 : -1}
              className={clsx('tabs__item', styles.tab, active && 'tabs__item--active')}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(e) => onKeyDown(e, i)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role={showAll ? 'region' : 'tabpanel'}
          id={panelId(tab.value)}
          aria-labelledby={showAll ? tab.value : tabId(tab.value)}
          hidden={!showAll && tab.value !== selected}
          className={styles.panel}>
          {children(tab.value)}
        </div>
      ))}
    </div>
  );
}
