// The parts come before the header, so the header's styles (loaded last) can place them.

/** The remote's texts besides Czech, which the shell loads with this module in the page's language. */
export { otherLanguages } from '../common/otherLanguages';
import { LanguageSwitcher } from '../features/language/LanguageSwitcher';
import { SearchBox } from '../features/search-box/SearchBox';
import type { HeaderProps } from 'shared';
import { SiteHeader } from '../features/header/Header';

/** `mf_chrome/Header`: the site header with the search box and the language switcher in it; the shell may hand it the cart button. */
export default function Header({ cartButton }: HeaderProps) {
  return (
    <SiteHeader
      cartButton={cartButton}
      search={<SearchBox variant="dropdown" className="chrome-header__search" />}
      languageSwitcher={<LanguageSwitcher className="chrome-header__lang" />}
      mobileSearch={(closeMenu) => <SearchBox variant="inline" onSubmitted={closeMenu} />}
      mobileLanguageSwitcher={(closeMenu) => <LanguageSwitcher className="chrome-mobile__lang" onSwitch={closeMenu} />}
    />
  );
}
