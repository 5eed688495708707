import type { ReactNode } from 'react';
import {
  BRAND,
  branchesOf,
  bus,
  emailOf,
  homePath,
  phonesOf,
  SafeHtml,
  telHref,
  useLocale,
  useSettings,
  Link,
  useTranslation,
} from 'shared';
import { Logo } from '../../common/Logo';
import { MenuLink } from '../../common/MenuLink';
import '../../common/translations';
import { MemberBadges } from './MemberBadges';
import { SocialIcon } from './SocialIcons';
import './translations';
import './footer.css';

/**
 * The site footer: the newsletter form it is given, Prague and Brno offices, contacts, bottom menu
 * from settings, social links, membership logos, copyright, terms and the cookie settings (which
 * open the cookie preferences again).
 */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const { t } = useTranslation('chrome');
  const locale = useLocale();
  const settings = useSettings((state) => state.settings);
  const branches = branchesOf(settings, locale);
  const phones = phonesOf(settings, locale);
  const email = emailOf(settings);
  const menu = Array.isArray(settings.bottommenu)
    ? settings.bottommenu.filter((item) => item && item.text && item.link)
    : [];
  const year = new Date().getFullYear();

  return (
    <footer className="chrome-footer" aria-label={t('footer.label')}>
      <div className="chrome-footer__newsletter">
        <div className="container">{newsletter}</div>
      </div>

      <div className="container chrome-footer__main">
        <div className="chrome-footer__brand">
          <Link className="chrome-footer__logo" to={homePath(locale)} aria-label={t('logoLabel')}>
            <Logo />
          </Link>
          <p className="chrome-footer__about">{t('footer.about')}</p>
          <p className="chrome-footer__member">{t('footer.memberNetwork')}</p>
          <MemberBadges />
        </div>

        <section className="chrome-footer__col" aria-labelledby="chrome-footer-branches">
          <h2 className="chrome-footer__heading" id="chrome-footer-branches">
            {t('footer.branches')}
          </h2>
          <ul className="chrome-footer__branches">
            {branches.map((branch, index) => (
              <li key={`${branch.title}#${index}`} className="chrome-footer__branch">
                <h3 className="chrome-footer__branch-title">{branch.title}</h3>
                <SafeHtml as="address" className="chrome-footer__address" html={branch.address} />
              </li>
            ))}
          </ul>
        </section>

        <section className="chrome-footer__col" aria-labelledby="chrome-footer-contact">
          <h2 className="chrome-footer__heading" id="chrome-footer-contact">
            {t('footer.contact')}
          </h2>
          <ul className="chrome-footer__contacts">
            <li>
              <span className="chrome-footer__contact-label">{t('footer.emailLabel')}</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            {phones.map((phone) => (
              <li key={phone.number}>
                <span className="chrome-footer__contact-label">
                  {t('footer.phonesLabel')} {phone.label}
                </span>
                <a href={telHref(phone.number)}>{phone.number}</a>
              </li>
            ))}
          </ul>
          <h2 className="chrome-footer__heading chrome-footer__heading--social" id="chrome-footer-social">
            {t('footer.social')}
          </h2>
          <ul className="chrome-footer__social" aria-labelledby="chrome-footer-social">
            {BRAND.social.map((network) => (
              <li key={network.id}>
                <a
                  className={`chrome-footer__social-link chrome-footer__social-link--${network.id}`}
                  href={network.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { name: network.name })}
                >
                  <SocialIcon id={network.id} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        {menu.length > 0 && (
          <nav className="chrome-footer__col" aria-labelledby="chrome-footer-menu">
            <h2 className="chrome-footer__heading" id="chrome-footer-menu">
              {t('footer.menu')}
            </h2>
            <ul className="chrome-footer__menu">
              {menu.map((item, index) => (
                <li key={`${item.link}#${index}`}>
                  <MenuLink item={item} className="chrome-footer__menu-link">
                    {item.text}
                    {item.leave && <span className="visually-hidden"> {t('footer.newTab')}</span>}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      <div className="chrome-footer__bottom">
        <div className="container chrome-footer__bottom-inner">
          <p className="chrome-footer__copyright">
            <span>© {year} Sídlo Partner</span>
            <span aria-hidden="true"> · </span>
            <span>{t('footer.rights')}</span>
          </p>
          <a className="chrome-footer__terms" href={BRAND.termsPath} download type="application/pdf">
            {t('footer.terms')}
            <span className="chrome-footer__terms-hint"> ({t('footer.termsHint')})</span>
          </a>
          <button type="button" className="chrome-footer__cookies" onClick={() => bus.emit('consent:open')}>
            {t('footer.cookieSettings')}
          </button>
        </div>
      </div>
    </footer>
  );
}
