import type { KeyboardEventHandler, MouseEventHandler, ReactNode } from 'react';
import type { MenuItem } from 'shared';
import { Link, useLocation } from 'shared';

/** Links the client router must not take: other origins, mail/tel, and files the server serves (`/vop.pdf`). */
function isRouterPath(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const path = link.split(/[?#]/)[0] ?? link;
  return !/\.[a-z0-9]{2,5}$/i.test(path);
}

/** The terms document (and any PDF) is downloaded rather than opened inside the site. */
function isDownload(link: string): boolean {
  return /\.pdf([?#].*)?$/i.test(link);
}

interface MenuLinkProps {
  item: Pick<MenuItem, 'link' | 'leave'>;
  className?: string;
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  id?: string;
}

/**
 * A menu entry from settings: internal pages go through the router, files and other sites are plain
 * links; `leave` opens a new tab safely.
 */
export function MenuLink({ item, className, children, onClick, onKeyDown, id }: MenuLinkProps) {
  const { pathname } = useLocation();
  const newTab = item.leave === true;
  if (!item.link || item.link === '#') {
    // A grouping entry without a page of its own.
    return (
      <span id={id} className={className}>
        {children}
      </span>
    );
  }
  const targetProps = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (isRouterPath(item.link) && !newTab) {
    return (
      <Link
        id={id}
        to={item.link}
        className={className}
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-current={item.link === pathname ? 'page' : undefined}
      >
        {children}
      </Link>
    );
  }
  return (
    <a
      id={id}
      href={item.link}
      className={className}
      onClick={onClick}
      onKeyDown={onKeyDown}
      download={isDownload(item.link) ? '' : undefined}
      {...targetProps}
    >
      {children}
    </a>
  );
}
