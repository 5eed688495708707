import type { MouseEvent } from 'react';
import {
  alternateFor,
  LOCALES,
  localeSwitchHref,
  pageAddress,
  switchLocalePath,
  useAlternates,
  useLocale,
  type Locale,
  useLocation,
  useNavigate,
  useTranslation,
  isPlainClick,
} from 'shared';
import './translations';
import './language.css';

/** Where each language link goes from `pathname`: the current page itself, or its other-locale path. */
function useLanguageHrefs(): Record<Locale, string> {
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  // Subscribe, so a detail page that publishes its other-language slug updates the link.
  useAlternates();
  const hrefs = {} as Record<Locale, string>;
  for (const target of LOCALES) {
    hrefs[target] =
      target === current
        ? pageAddress({ pathname, search }) + hash
        : switchLocalePath(pathname, target, alternateFor(pathname, target));
  }
  return hrefs;
}

interface LanguageSwitcherProps {
  className?: string;
  /** Called after a switch is started (the mobile menu closes itself). */
  onSwitch?: () => void;
}

/**
 * 'cz' and 'en'. Real links (they work without JavaScript): the other language's link leads through
 * the server's language switch (`localeSwitchHref`), which keeps the choice in the `locale` cookie
 * and answers with the page in that language. A plain click navigates client-side instead, and the
 * shell then applies the locale (the cookie too), closes the modal and reloads settings.
 */
export function LanguageSwitcher({ className, onSwitch }: LanguageSwitcherProps) {
  const { t } = useTranslation('chrome');
  const { t: tc } = useTranslation('common');
  const current = useLocale();
  const navigate = useNavigate();
  const hrefs = useLanguageHrefs();

  function handleClick(event: MouseEvent<HTMLAnchorElement>, target: Locale) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onSwitch?.();
    if (target !== current) void navigate(hrefs[target]);
  }

  return (
    <nav className={['chrome-lang', className].filter(Boolean).join(' ')} aria-label={t('language.label')}>
      <ul className="chrome-lang__list">
        {LOCALES.map((target) => {
          const active = target === current;
          return (
            <li key={target}>
              <a
                className={'chrome-lang__link' + (active ? ' chrome-lang__link--active' : '')}
                href={active ? hrefs[target] : localeSwitchHref(hrefs[target])}
                hrefLang={target}
                lang={target}
                title={
                  active
                    ? tc(`languageNames.${target}`)
                    : t('language.switchTo', { name: tc(`languageNames.${target}`) })
                }
                aria-current={active ? 'true' : undefined}
                onClick={(event) => handleClick(event, target)}
              >
                {tc(`languages.${target}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
