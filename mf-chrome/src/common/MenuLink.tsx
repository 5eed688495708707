import type { KeyboardEventHandler, MouseEventHandler, ReactNode } from 'react';
import type { MenuItem } from 'shared';
import { NavLink } from 'shared';

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
 * A menu entry from settings: internal pages go through the router (the entry of the page the
 * visitor is on says so with `aria-current="page"`), files and other sites are plain links; `leave`
 * opens a new tab safely.
 */
export function MenuLink({ item, className, children, onClick, onKeyDown, id }: MenuLinkProps) {
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
      <NavLink
        id={id}
        to={item.link}
        end
        // A function, so that the router adds no class of its own: the page's entry is styled by its aria-current.
        className={() => className}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {children}
      </NavLink>
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
