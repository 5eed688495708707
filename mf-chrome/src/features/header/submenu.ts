import type { MenuItem } from 'shared';

/** What every menu entry gets: its item from settings and what to do after a link was followed. */
export interface MenuItemProps {
  item: MenuItem;
  onNavigate: () => void;
}

/** The entries of an item's submenu that can be shown (with a text and a link). */
export function submenuOf(item: MenuItem): MenuItem[] {
  return Array.isArray(item.submenu) ? item.submenu.filter((entry) => entry && entry.text && entry.link) : [];
}
