import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from 'shared';
import { ChevronIcon } from './icons';
import { MenuLink } from './MenuLink';

interface ItemProps {
  item: MenuItem;
  onNavigate: () => void;
}

function submenuOf(item: MenuItem): MenuItem[] {
  return Array.isArray(item.submenu) ? item.submenu.filter((entry) => entry && entry.text && entry.link) : [];
}

/**
 * A top-level entry of the desktop menu. Its dropdown opens on mouse hover, on focus inside it and
 * with the toggle button; ArrowDown/ArrowUp move through the links, Escape closes it.
 */
function DesktopItem({ item, onNavigate }: ItemProps) {
  const { t } = useTranslation('chrome');
  const sub = submenuOf(item);
  const hasSub = sub.length > 0;
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

  const subLinks = () => Array.from(itemRef.current?.querySelectorAll<HTMLAnchorElement>('.chrome-menu__dropdown a') ?? []);

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

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
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
      className={'chrome-menu__item' + (open ? ' chrome-menu__item--open' : '')}
      onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && hasSub && setOpenBy((by) => by ?? 'hover')}
      onPointerLeave={(event: PointerEvent) => event.pointerType === 'mouse' && setOpenBy(null)}
      onFocus={() => hasSub && !suppressFocusOpen.current && setOpenBy((by) => by ?? 'focus')}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={handleKeyDown}
    >
      <MenuLink item={item} className="chrome-menu__link" onClick={navigate}>
        {item.text}
      </MenuLink>
      {hasSub && (
        <>
          <button
            ref={toggleRef}
            type="button"
            className="chrome-menu__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('header.toggleSubmenu', { name: item.text })}
            onClick={() => setOpenBy((by) => (by === 'pinned' ? null : 'pinned'))}
          >
            <ChevronIcon />
          </button>
          <div id={panelId} className="chrome-menu__dropdown" hidden={!open}>
            <ul className="chrome-menu__sub">
              {sub.map((child, index) => {
                const grandchildren = submenuOf(child);
                return (
                  <li key={`${child.link}#${index}`} className="chrome-menu__sub-item">
                    <MenuLink item={child} className={'chrome-menu__sub-link' + (grandchildren.length ? ' chrome-menu__sub-link--group' : '')} onClick={navigate}>
                      {child.text}
                    </MenuLink>
                    {grandchildren.length > 0 && (
                      <ul className="chrome-menu__sub2">
                        {grandchildren.map((grandchild, j) => (
                          <li key={`${grandchild.link}#${j}`}>
                            <MenuLink item={grandchild} className="chrome-menu__sub2-link" onClick={navigate}>
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

/** The top menu from settings, with up to two submenu levels (desktop, from 1160px). */
export function TopMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <ul className="chrome-menu">
      {items.map((item, index) => (
        <DesktopItem key={`${item.link}#${index}`} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** An entry of the mobile menu: its submenu opens with a toggle button. */
function MobileItem({ item, depth, onNavigate }: ItemProps & { depth: number }) {
  const { t } = useTranslation('chrome');
  const sub = depth < 2 ? submenuOf(item) : [];
  const panelId = `chrome-mobile-sub${useId()}`;
  const [open, setOpen] = useState(false);
  return (
    <li className={`chrome-mobile-menu__item chrome-mobile-menu__item--level${depth}`}>
      <div className="chrome-mobile-menu__row">
        <MenuLink item={item} className="chrome-mobile-menu__link" onClick={onNavigate}>
          {item.text}
        </MenuLink>
        {sub.length > 0 && (
          <button
            type="button"
            className="chrome-mobile-menu__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('header.toggleSubmenu', { name: item.text })}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronIcon />
          </button>
        )}
      </div>
      {sub.length > 0 && (
        <ul id={panelId} className="chrome-mobile-menu__sub" hidden={!open}>
          {sub.map((child, index) => (
            <MobileItem key={`${child.link}#${index}`} item={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The same menu for small screens (below 1160px), inside the hamburger panel. */
export function MobileMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  return (
    <ul className="chrome-mobile-menu">
      {items.map((item, index) => (
        <MobileItem key={`${item.link}#${index}`} item={item} depth={0} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
