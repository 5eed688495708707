import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { MenuItem } from 'shared';
import { ChevronIcon } from '../../common/icons';
import { MenuLink } from '../../common/MenuLink';
import { submenuOf, type MenuItemProps } from './submenu';
import { useFittingCount } from './useFittingCount';
import { useTranslation } from 'shared';

interface DesktopItemProps extends MenuItemProps {
  /** Pushed out of the row for lack of room: kept in the DOM (measured), invisible, in 'More'. */
  overflow?: boolean;
  index?: number;
}

/**
 * A top-level entry of the desktop menu. Its dropdown opens on mouse hover, on focus inside it and
 * with the toggle button; ArrowDown/ArrowUp move through the links, Escape closes it.
 */
function DesktopItem({ item, onNavigate, overflow = false, index }: DesktopItemProps) {
  const { t } = useTranslation('chrome');
  const sub = submenuOf(item);
  const hasSub = sub.length > 0;
  // An entry without a page of its own is all toggle ('More', grouping entries).
  const toggleOnly = hasSub && (!item.link || item.link === '#');
  const panelId = `chrome-menu-sub${useId()}`;
  // Why it is open: hover and focus open it in passing; a click on the toggle (or a key) pins it,
  // so clicking the toggle of a dropdown the pointer already opened does not close it again.
  const [openBy, setOpenBy] = useState<null | 'hover' | 'focus' | 'pinned'>(null);
  const open = openBy !== null;
  const setOpen = (value: boolean) => setOpenBy(value ? 'pinned' : null);
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const suppressFocusOpen = useRef(false);
  const focusFirstOnOpen = useRef(false);

  const subLinks = () =>
    Array.from(itemRef.current?.querySelectorAll<HTMLAnchorElement>('.chrome-menu__dropdown a') ?? []);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      subLinks()[0]?.focus();
    }
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) {
      suppressFocusOpen.current = true;
      toggleRef.current?.focus();
      suppressFocusOpen.current = false;
    }
  }

  // The link, the toggle and the dropdown's links share one keyboard handler.
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!hasSub) return;
    const links = subLinks();
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open || index < 0) {
        if (open) links[0]?.focus();
        else {
          focusFirstOnOpen.current = true;
          setOpen(true);
        }
      } else {
        links[(index + 1) % links.length]?.focus();
      }
    } else if (event.key === 'ArrowUp' && index >= 0) {
      event.preventDefault();
      if (index === 0) close(true);
      else links[index - 1]?.focus();
    }
  }

  const navigate = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <li
      ref={itemRef}
      className={
        'chrome-menu__item' +
        (open ? ' chrome-menu__item--open' : '') +
        (overflow ? ' chrome-menu__item--overflow' : '')
      }
      data-menu-index={index}
      aria-hidden={overflow || undefined}
      onPointerEnter={(event: PointerEvent) =>
        event.pointerType === 'mouse' && hasSub && setOpenBy((by) => by ?? 'hover')
      }
      onPointerLeave={(event: PointerEvent) => event.pointerType === 'mouse' && setOpenBy(null)}
      onFocus={() => hasSub && !suppressFocusOpen.current && setOpenBy((by) => by ?? 'focus')}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {!toggleOnly && (
        <MenuLink item={item} className="chrome-menu__link" onClick={navigate} onKeyDown={handleKeyDown}>
          {item.text}
        </MenuLink>
      )}
      {hasSub && (
        <>
          <button
            ref={toggleRef}
            type="button"
            className={'chrome-menu__toggle' + (toggleOnly ? ' chrome-menu__toggle--text' : '')}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={toggleOnly ? undefined : t('header.toggleSubmenu', { name: item.text })}
            onClick={() => setOpenBy((by) => (by === 'pinned' ? null : 'pinned'))}
            onKeyDown={handleKeyDown}
          >
            {toggleOnly && item.text}
            <ChevronIcon />
          </button>
          <div id={panelId} className="chrome-menu__dropdown" hidden={!open}>
            <ul className="chrome-menu__sub">
              {sub.map((child, index) => {
                const grandchildren = submenuOf(child);
                return (
                  <li key={`${child.link}#${index}`} className="chrome-menu__sub-item">
                    <MenuLink
                      item={child}
                      className={
                        'chrome-menu__sub-link' + (grandchildren.length ? ' chrome-menu__sub-link--group' : '')
                      }
                      onClick={navigate}
                      onKeyDown={handleKeyDown}
                    >
                      {child.text}
                    </MenuLink>
                    {grandchildren.length > 0 && (
                      <ul className="chrome-menu__sub2">
                        {grandchildren.map((grandchild, j) => (
                          <li key={`${grandchild.link}#${j}`}>
                            <MenuLink
                              item={grandchild}
                              className="chrome-menu__sub2-link"
                              onClick={navigate}
                              onKeyDown={handleKeyDown}
                            >
                              {grandchild.text}
                            </MenuLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </>
      )}
    </li>
  );
}

/** The top menu from settings, with up to two submenu levels (desktop, from 1160px); what does not fit goes under 'More'. */
export function TopMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('chrome');
  const listRef = useRef<HTMLUListElement>(null);
  const visible = useFittingCount(listRef, items.length);
  const overflowed = items.slice(visible);
  return (
    <ul ref={listRef} className="chrome-menu" data-arrow-keys>
      {items.map((item, index) => (
        <DesktopItem
          key={`${item.link}#${index}`}
          item={item}
          onNavigate={onNavigate}
          index={index}
          overflow={index >= visible}
        />
      ))}
      {overflowed.length > 0 && (
        <DesktopItem item={{ text: t('header.more'), link: '', submenu: overflowed }} onNavigate={onNavigate} />
      )}
    </ul>
  );
}
