import { useEffect, useLayoutEffect } from 'react';
import { applyLocale, bus, localeOfPath, useLocale, useSettings, useLocation } from 'shared';
import { mountStandalone } from 'shared/standalone';
import CookieBar from './exposed/CookieBar';
import Footer from './exposed/Footer';
import GlobalModal from './exposed/GlobalModal';
import Header from './exposed/Header';
import Popups from './exposed/IntroPopup';

const demo = {
  cs: {
    title: 'mf-chrome: hlavička a patička',
    text: 'Samostatná stránka remote modulu mf_chrome. Vyzkoušejte menu z nastavení, vyhledávání, přepínač jazyka, tlačítko „Zeptejte se“, panel Smart Point a přihlášení k odběru novinek v patičce.',
  },
  en: {
    title: 'mf-chrome: header and footer',
    text: 'The standalone page of the mf_chrome remote. Try the menu from settings, the search box, the language switcher, the “Ask us” button, the Smart Point panel and the newsletter sign-up in the footer.',
  },
};

/** What the shell does around the chrome: locale from the path, settings per locale, modal closed on a switch. */
function StandalonePage() {
  const { pathname } = useLocation();
  const locale = useLocale();

  useLayoutEffect(() => applyLocale(localeOfPath(pathname)), [pathname]);
  useEffect(() => {
    bus.emit('modal:close');
    useSettings
      .getState()
      .load(locale)
      .catch(() => undefined);
  }, [locale]);

  const copy = demo[locale] ?? demo.cs;
  return (
    <>
      <Popups />
      <Header />
      <main id="main" tabIndex={-1} className="container" style={{ padding: '3rem 1rem', minHeight: '50vh' }}>
        <h1>{copy.title}</h1>
        <p>{copy.text}</p>
        <p>
          <code>{pathname}</code>
        </p>
      </main>
      <Footer />
      <CookieBar />
      <GlobalModal renderForm={() => null} />
    </>
  );
}

mountStandalone(() => <StandalonePage />);
