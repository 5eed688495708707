import type { ReactNode } from 'react';
import { Link } from 'shared';

/**
 * The filters of a listing (`children`, one `<li>` each) after the one that shows it all, at
 * `base`; that one is the current page while no filter is (`current` null).
 */
export function FilterNav({
  className,
  label,
  base,
  all,
  current,
  children,
}: {
  className: string;
  label: string;
  base: string;
  all: string;
  current: string | null;
  children: ReactNode;
}) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        <li>
          <Link to={base} aria-current={current === null ? 'true' : undefined}>
            {all}
          </Link>
        </li>
        {children}
      </ul>
    </nav>
  );
}
