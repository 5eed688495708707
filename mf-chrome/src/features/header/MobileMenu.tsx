import { useId, useState } from 'react';
import type { MenuItem } from 'shared';
import { ChevronIcon } from '../../common/icons';
import { MenuLink } from '../../common/MenuLink';
import { submenuOf, type MenuItemProps } from './submenu';
import { useTranslation } from 'shared';

/** An entry of the mobile menu: its submenu opens with a toggle button. */
function MobileItem({ item, depth, onNavigate }: MenuItemProps & { depth: number }) {
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
