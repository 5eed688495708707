import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
 * select another tab, the panel of the active tab below it.
 */
export function Tabs({ label, idPrefix, tabs, active, onSelect, focusOnMount, children }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
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
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            className="catalog-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
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
