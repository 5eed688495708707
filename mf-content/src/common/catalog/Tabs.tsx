import { isPlainClick } from 'shared';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

export interface TabItem {
  id: string;
  label: string;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the element ids (unique on the page). */
  idPrefix: string;
  tabs: TabItem[];
  active: string;
  onSelect: (id: string) => void;
  /**
   * The address that shows a tab (its panel rendered by the server): the tabs are then links, which
   * work before and without scripts; with them a plain click selects the tab in place (`onSelect`).
   */
  hrefOf?: (id: string) => string;
  /** Move the focus to the active tab when mounted (after a tab change that re-rendered the page). */
  focusOnMount?: boolean;
  children: ReactNode;
}

/** Which tab a key moves to: arrows wrap around, Home and End go to the ends; other keys: none. */
export function tabForKey(key: string, tabs: TabItem[], active: string): string | null {
  const index = tabs.findIndex((tab) => tab.id === active);
  const last = tabs.length - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return tabs[index >= last ? 0 : index + 1]?.id ?? null;
    case 'ArrowLeft':
    case 'ArrowUp':
      return tabs[index <= 0 ? last : index - 1]?.id ?? null;
    case 'Home':
      return tabs[0]?.id ?? null;
    case 'End':
      return tabs[last]?.id ?? null;
    default:
      return null;
  }
}

/**
 * A tab list (automatic activation): one tab in the tab order, arrow keys / Home / End move to and
 * select another tab, the panel of the active tab below it. With `hrefOf` the tabs are links to
 * their own addresses: until the scripts run, every tab is in the tab order (the arrow keys need
 * them), and following one loads its panel from the server.
 */
export function Tabs({ label, idPrefix, tabs, active, onSelect, hrefOf, focusOnMount, children }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // The scripts have taken the tabs over: only then does one tab alone stay in the tab order.
  const [scripted, setScripted] = useState(!hrefOf);
  useEffect(() => setScripted(true), []);
  useEffect(() => {
    if (focusOnMount) list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }, [focusOnMount]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(event.key, tabs, active);
    if (next === null) return;
    event.preventDefault();
    // Render the selection at once so that the newly selected tab can take the focus now.
    if (next !== active) flushSync(() => onSelect(next));
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-tab-${next}`)}`)?.focus();
  };

  return (
    <div className="catalog-tabs">
      <div ref={list} role="tablist" aria-label={label} className="catalog-tabs__list" data-arrow-keys>
        {tabs.map((tab) => {
          const common = {
            role: 'tab',
            id: `${idPrefix}-tab-${tab.id}`,
            'aria-selected': tab.id === active,
            'aria-controls': `${idPrefix}-panel`,
            tabIndex: scripted ? (tab.id === active ? 0 : -1) : undefined,
            className: 'catalog-tabs__tab',
            onKeyDown,
          } as const;
          if (!hrefOf) {
            return (
              <button key={tab.id} type="button" {...common} onClick={() => onSelect(tab.id)}>
                {tab.label}
              </button>
            );
          }
          const follow = (event: MouseEvent<HTMLAnchorElement>) => {
            // A click with a modifier opens the tab's address as links do (a new tab or window).
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onSelect(tab.id);
          };
          return (
            <a key={tab.id} href={hrefOf(tab.id)} {...common} onClick={follow}>
              {tab.label}
            </a>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        tabIndex={0}
        className="catalog-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
