import { useTranslation } from 'shared';

/**
 * Membership logos: the international advisory network and the year on the market. The artwork is
 * in the footer's stylesheet (two WebP pictures at twice their size), not in the script, so it
 * costs the page no JavaScript; each logo is an image with its name for screen readers. Raster, not
 * SVG: an SVG picture with text is a document of its own, styled and laid out (with its own font
 * lookups) on the page's main thread, where a WebP is decoded off it.
 */
export function MemberBadges() {
  const { t } = useTranslation('chrome');
  return (
    <ul className="chrome-badges">
      <li>
        <span className="chrome-badge chrome-badge--network" role="img" aria-label={t('footer.memberBadge')} />
      </li>
      <li>
        <span className="chrome-badge chrome-badge--since" role="img" aria-label={t('footer.sinceBadge')} />
      </li>
    </ul>
  );
}
