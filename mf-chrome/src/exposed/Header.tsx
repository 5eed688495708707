// The parts come before the header, so the header's styles (loaded last) can place them.
import { LanguageSwitcher } from '../features/language/LanguageSwitcher';
import { SearchBox } from '../features/search-box/SearchBox';
import { SiteHeader } from '../features/header/Header';

/** `mf_chrome/Header`: the site header with the search box and the language switcher in it. */
export default function Header() {
  return (
    <SiteHeader
      search={<SearchBox variant="dropdown" className="chrome-header__search" />}
      languageSwitcher={<LanguageSwitcher className="chrome-header__lang" />}
      mobileSearch={(closeMenu) => <SearchBox variant="inline" onSubmitted={closeMenu} />}
      mobileLanguageSwitcher={(closeMenu) => <LanguageSwitcher className="chrome-mobile__lang" onSwitch={closeMenu} />}
    />
  );
}
