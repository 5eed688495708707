import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from 'shared';
import { ChevronIcon } from './icons';
import { MenuLink } from './MenuLink';

interface ItemProps {
  item: MenuItem;
  onNavigate: () => void;
}

interface DesktopItemProps extends ItemProps {
  /** Pushed out of the row for lack of room: kept in the DOM (measured), invisible, in 'More'. */
  overflow?: boolean;
  index?: number;
}

function submenuOf(item: MenuItem): MenuItem[] {
  return Array.isArray(item.submenu) ? item.submenu.filter((entry) => entry && entry.text && entry.link) : [];
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
      onKeyDown={handleKeyDown}
    >
      {!toggleOnly && (
        <MenuLink item={item} className="chrome-menu__link" onClick={navigate}>
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
                    >
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
/** Room kept for the 'More' entry when some entries do not fit. */
const MORE_WIDTH = 110;

/**
 * How many entries fit in one row ("priority+"): every entry stays rendered (the ones that do not
 * fit invisibly), so their widths can be measured again whenever the row resizes.
 */
function useFittingCount(listRef: RefObject<HTMLUListElement | null>, count: number): number {
  const [visible, setVisible] = useState(count);
  useLayoutEffect(() => {
    const list = listRef.current;
    const nav = list?.parentElement;
    if (!list || !nav) return;
    const measure = () => {
      const available = nav.clientWidth;
      const entries = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-menu-index]'));
      const widths = entries.map((entry) => entry.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
      let fitting = widths.length;
      if (total > available) {
        let used = MORE_WIDTH;
        fitting = 0;
        for (const width of widths) {
          if (used + width + gap > available) break;
          used += width + gap;
          fitting += 1;
        }
      }
      setVisible(fitting);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(nav);
    void document.fonts?.ready.then(measure);
    return () => observer?.disconnect();
  }, [listRef, count]);
  return Math.min(visible, count);
}

/** The top menu from settings, with up to two submenu levels (desktop, from 1160px); what does not fit goes under 'More'. */
export function TopMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('chrome');
  const listRef = useRef<HTMLUListElement>(null);
  const visible = useFittingCount(listRef, items.length);
  const overflowed = items.slice(visible);
  return (
    <ul ref={listRef} className="chrome-menu">
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
