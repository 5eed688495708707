import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import {
  askUs,
  bus,
  homePath,
  pathFor,
  phonesOf,
  telHref,
  useLocale,
  useSettings,
  Link,
  useLocation,
  useTranslation,
  isPlainClick,
} from 'shared';
import { ChatIcon, CloseIcon, MenuIcon, PhoneIcon, SmartPointIcon } from '../../common/icons';
import { Logo } from '../../common/Logo';
import '../../common/translations';
import { MobileMenu } from './MobileMenu';
import { TopMenu } from './TopMenu';
import './translations';
import './header.css';
import './menu.css';
import './mobile-menu.css';
import './header-responsive.css';

const WIDESCREEN = '(min-width: 1160px)';

/** What the header shows from other parts of the chrome: the search box and the language switcher. */
interface HeaderSlots {
  /** In the bar's tools, between the phone and the language switcher. */
  search: ReactNode;
  /** In the bar's tools, before the Ask button. */
  languageSwitcher: ReactNode;
  /** At the top of the mobile menu; `closeMenu` closes the menu (after a search). */
  mobileSearch: (closeMenu: () => void) => ReactNode;
  /** Among the mobile menu's extras; `closeMenu` closes the menu (on a switch). */
  mobileLanguageSwitcher: (closeMenu: () => void) => ReactNode;
  /** In the bar's tools, after the language switcher: the cart button another remote provides. */
  cartButton?: ReactNode;
}

/**
 * The site header: logo home, Smart Point link, menu from settings, search, language switcher,
 * Ask button and, below 1160px, the hamburger with the mobile menu.
 */
export function SiteHeader({
  search,
  languageSwitcher,
  mobileSearch,
  mobileLanguageSwitcher,
  cartButton,
}: HeaderSlots) {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const settings = useSettings((state) => state.settings);
  const menu = Array.isArray(settings.topmenu) ? settings.topmenu.filter((item) => item && item.text) : [];
  const phone = phonesOf(settings, locale)[0];
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  const closeMobile = useCallback(() => setMobileOpen(false), []);

  // A new page closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMobileOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    // Growing past the breakpoint shows the desktop menu: the mobile one closes.
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(WIDESCREEN) : null;
    const onChange = () => query?.matches && setMobileOpen(false);
    query?.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      query?.removeEventListener('change', onChange);
    };
  }, [mobileOpen]);

  function openSmartPoint(event: MouseEvent<HTMLAnchorElement>) {
    // Without JavaScript (or with a modifier key) the link leads to the Smart Point page.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setMobileOpen(false);
    bus.emit('smartpoint:toggle', {});
  }

  function ask(event: MouseEvent<HTMLAnchorElement>) {
    // Without JavaScript (or with a modifier key) the link leads to the contact-form page.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setMobileOpen(false);
    askUs(t('ask.title'), 'header');
  }

  const askLink = (className: string) => (
    <a className={`btn ${className}`} href={pathFor('contactForm', locale)} onClick={ask}>
      <ChatIcon />
      {t('ask.label')}
    </a>
  );

  const smartPointLink = (className: string) => (
    <a
      className={className}
      href={pathFor('smartpoint', locale)}
      onClick={openSmartPoint}
      title={t('header.smartPointLabel')}
    >
      <SmartPointIcon />
      <span>{t('header.smartPoint')}</span>
    </a>
  );

  const phoneLink = (className: string) =>
    phone ? (
      <a
        className={className}
        href={telHref(phone.number)}
        aria-label={t('header.phoneLabel', { phone: phone.number })}
      >
        <PhoneIcon />
        <span>{phone.number}</span>
      </a>
    ) : null;

  return (
    <header className={'chrome-header' + (mobileOpen ? ' chrome-header--menu-open' : '')}>
      <div className="container chrome-header__bar">
        <Link className="chrome-header__logo" to={homePath(locale)} aria-label={t('logoLabel')}>
          <Logo />
        </Link>
        <div className="chrome-header__tools">
          {smartPointLink('chrome-header__smartpoint')}
          {phoneLink('chrome-header__phone')}
          {search}
          {languageSwitcher}
          {cartButton}
          {askLink('chrome-header__ask')}
          <button
            ref={burgerRef}
            type="button"
            className="chrome-header__burger"
            aria-expanded={mobileOpen}
            aria-controls="chrome-mobile-menu"
            aria-label={mobileOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMobileOpen((value) => !value)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="chrome-header__burger-text" aria-hidden="true">
              {t('header.menu')}
            </span>
          </button>
        </div>
        {menu.length > 0 && (
          <nav className="chrome-header__nav" aria-label={t('header.mainNav')}>
            <TopMenu items={menu} onNavigate={closeMobile} />
          </nav>
        )}
      </div>
      <div id="chrome-mobile-menu" className="chrome-mobile" hidden={!mobileOpen}>
        {mobileOpen && (
          <div className="container chrome-mobile__inner">
            {mobileSearch(closeMobile)}
            {menu.length > 0 && (
              <nav aria-label={t('header.mobileNav')}>
                <MobileMenu items={menu} onNavigate={closeMobile} />
              </nav>
            )}
            <div className="chrome-mobile__extras">
              {smartPointLink('chrome-mobile__smartpoint')}
              {phoneLink('chrome-mobile__phone')}
              {mobileLanguageSwitcher(closeMobile)}
              {askLink('chrome-mobile__ask')}
            </div>
          </div>
        )}
      </div>
    </header>
  );
}
