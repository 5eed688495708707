import { pathFor, type Locale, Link, useTranslation } from 'shared';
import type { Kind } from './api';
import './translations';

/** Links to the table of every company type; the shown one is marked as current. */
export function TypeNav({ kind, locale }: { kind: Kind | null; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  const links: { kind: Kind | null; to: string; label: string }[] = [
    { kind: null, to: pathFor('readyMade', locale), label: t('readymade.all') },
    ...(['sro', 'as', 'se'] as const).map((type) => ({
      kind: type,
      to: pathFor('readyMadeType', locale, { type }),
      label: t(`readymade.kind.${type}`),
    })),
    { kind: 'startup', to: pathFor('readyMadeStartup', locale), label: t('readymade.kind.startup') },
  ];
  return (
    <nav aria-label={t('readymade.types')}>
      <ul className="catalog-types">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.kind === kind ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
