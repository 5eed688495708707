import { homePath, type Locale } from 'shared';

/** One step of a breadcrumb trail. */
export interface TrailStep {
  name: string;
  path: string;
}

/** A trail that starts at the home page (named `home`) and goes through `steps` to the page. */
export function trailFromHome(locale: Locale, home: string, ...steps: TrailStep[]): TrailStep[] {
  return [{ name: home, path: homePath(locale) }, ...steps];
}
