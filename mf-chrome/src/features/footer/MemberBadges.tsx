import { useTranslation } from 'shared';

/** Membership logos, drawn inline: the international advisory network and the year on the market. */
export function MemberBadges() {
  const { t } = useTranslation('chrome');
  return (
    <ul className="chrome-badges">
      <li>
        <svg
          className="chrome-badge"
          width="220"
          height="64"
          viewBox="0 0 220 64"
          role="img"
          aria-label={t('footer.memberBadge')}
        >
          <title>{t('footer.memberBadge')}</title>
          <rect x="1" y="1" width="218" height="62" rx="10" fill="#fff" stroke="#00727c" strokeWidth="2" />
          <g transform="translate(32 32)" fill="none" stroke="#00727c" strokeWidth="2">
            <circle r="18" />
            <ellipse rx="8" ry="18" />
            <path d="M-18 0h36M-15.5-9h31M-15.5 9h31" />
          </g>
          <circle cx="46" cy="18" r="5" fill="#e07000" stroke="#fff" strokeWidth="1.5" />
          <text x="60" y="25" fontSize="10" fontWeight="700" fill="#00727c" letterSpacing=".6">
            MEMBER OF AN
          </text>
          <text x="60" y="38" fontSize="10" fontWeight="700" fill="#1f2328" letterSpacing=".6">
            INTERNATIONAL
          </text>
          <text x="60" y="51" fontSize="10" fontWeight="700" fill="#1f2328" letterSpacing=".6">
            ADVISORY NETWORK
          </text>
        </svg>
      </li>
      <li>
        <svg
          className="chrome-badge"
          width="120"
          height="64"
          viewBox="0 0 120 64"
          role="img"
          aria-label={t('footer.sinceBadge')}
        >
          <title>{t('footer.sinceBadge')}</title>
          <rect x="1" y="1" width="118" height="62" rx="10" fill="#e07000" />
          <text x="60" y="24" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff" letterSpacing="1">
            SINCE
          </text>
          <text x="60" y="48" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff">
            2001
          </text>
        </svg>
      </li>
    </ul>
  );
}
