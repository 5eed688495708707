import { pathFor, type Locale, NavLink, useTranslation } from 'shared';
import './translations';

/** Links to the table of every company type; the router marks the visitor's one as the current page. */
export function TypeNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  const links: { to: string; label: string }[] = [
    { to: pathFor('readyMade', locale), label: t('readymade.all') },
    ...(['sro', 'as', 'se'] as const).map((type) => ({
      to: pathFor('readyMadeType', locale, { type }),
      label: t(`readymade.kind.${type}`),
    })),
    { to: pathFor('readyMadeStartup', locale), label: t('readymade.kind.startup') },
  ];
  return (
    <nav aria-label={t('readymade.types')}>
      <ul className="catalog-types">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={() => undefined}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
