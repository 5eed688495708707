import { useTranslation } from 'shared';

/**
 * Membership logos: the international advisory network and the year on the market. The artwork is
 * in the footer's stylesheet (two SVG files), not in the script, so it costs the page no
 * JavaScript; each logo is an image with its name for screen readers.
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
