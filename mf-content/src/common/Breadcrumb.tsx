import { Link } from 'shared';
import type { TrailStep } from './head/trail';
import './content-page.css';

/** The trail from the home page to this page: a link to each step before it, then the page itself. */
export function Breadcrumb({ trail }: { trail: TrailStep[] }) {
  return (
    <nav className="content-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((step, index) =>
          index < trail.length - 1 ? (
            <li key={step.path}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ) : (
            <li key={step.path} aria-current="page">
              {step.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
