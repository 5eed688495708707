import type { ReactNode } from 'react';
import { isExternal } from './banners';
import { Link } from 'shared';

/** A banner's link: a router link inside the site, a new tab outside it, nothing without a URL. */
export function BannerLink({
  url,
  className,
  onClick,
  children,
}: {
  url: string;
  className: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (!url) return <span className={className}>{children}</span>;
  if (isExternal(url) || url.startsWith('mailto:') || url.startsWith('tel:')) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={url} onClick={onClick}>
      {children}
    </Link>
  );
}
