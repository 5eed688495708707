import { pathFor, type Locale, type RouteId, Link, useTranslation } from 'shared';
import './translations';
import './tiles.css';

interface Tile {
  id: string;
  route: RouteId;
  accent: 'primary' | 'tertiary' | 'quaternary';
  /** Sub-services linked from the tile: translation key → route. */
  links?: { key: string; route: RouteId }[];
}

const TILES: Tile[] = [
  { id: 'virtualOffices', route: 'virtualOffices', accent: 'primary' },
  {
    id: 'establishment',
    route: 'establishment',
    accent: 'tertiary',
    links: [
      { key: 'sro', route: 'establishmentSro' },
      { key: 'as', route: 'establishmentAs' },
      { key: 'se', route: 'establishmentSe' },
      { key: 'fund', route: 'establishmentFund' },
      { key: 'foundation', route: 'establishmentFoundation' },
    ],
  },
  { id: 'readyMade', route: 'readyMade', accent: 'quaternary' },
  { id: 'foreignCompanies', route: 'foreignCompanies', accent: 'primary' },
  { id: 'liquidation', route: 'liquidation', accent: 'tertiary' },
  { id: 'meetingRooms', route: 'meetingRooms', accent: 'quaternary' },
  { id: 'smartpoint', route: 'smartpoint', accent: 'primary' },
  { id: 'valuationCalculator', route: 'valuationCalculator', accent: 'tertiary' },
];

/** "Our services": a tile per service with its price, text, sub-services and a link; the VAT note. */
export function ServiceTiles({ locale }: { locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <section className="container content-home__section" aria-labelledby="content-home-services">
      <h2 id="content-home-services" className="content-home__heading">
        {t('home.services.title')}
      </h2>
      <p className="content-home__section-lead">{t('home.services.lead')}</p>
      <ul className="content-home__tiles">
        {TILES.map((tile) => (
          <li key={tile.id} className={`content-home__tile content-home__tile--${tile.accent}`}>
            <h3 className="content-home__tile-title">
              <Link to={pathFor(tile.route, locale)}>{t(`home.tiles.${tile.id}.title`)}</Link>
            </h3>
            <p className="content-home__tile-price">{t(`home.tiles.${tile.id}.price`)}</p>
            <p className="content-home__tile-text">{t(`home.tiles.${tile.id}.text`)}</p>
            {tile.links && (
              <ul className="content-home__tile-links">
                {tile.links.map((link) => (
                  <li key={link.key}>
                    <Link to={pathFor(link.route, locale)}>{t(`home.tiles.${tile.id}.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            )}
            <Link
              className="content-home__tile-more"
              to={pathFor(tile.route, locale)}
              aria-label={`${t(`home.tiles.${tile.id}.link`)} – ${t(`home.tiles.${tile.id}.title`)}`}
            >
              {t(`home.tiles.${tile.id}.link`)} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="content-home__vat">{t('home.vatNote')}</p>
    </section>
  );
}
