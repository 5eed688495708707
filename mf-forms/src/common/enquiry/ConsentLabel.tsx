import type { ReactNode } from 'react';
import { useTranslation, withTags } from 'shared';

/** A link that opens in a new tab; its text comes from the translated sentence around it. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The consent sentence with the privacy-policy link (its path from the translations). */
export function ConsentLabel({ linkBase }: { linkBase: string }) {
  const { t } = useTranslation('forms');
  const href = linkBase.replace(/\/$/, '') + t('enquiry.privacyPath');
  return (
    <>
      {withTags(t('enquiry.consent'), { privacy: (words) => <NewTabLink href={href}>{words}</NewTabLink> })}
      <span className="visually-hidden"> {t('enquiry.newTab')}</span>
    </>
  );
}
