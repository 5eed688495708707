import type { NamespacedTexts } from 'shared';
import cookieBarPreferences from '../features/cookie-bar/locales/preferences.en.json';
import cookieBarCategories from '../features/cookie-bar/locales/categories.en.json';
import cookieBar from '../features/cookie-bar/locales/en.json';
import header from '../features/header/locales/en.json';
import contacts from '../features/contacts/locales/en.json';
import footer from '../features/footer/locales/en.json';
import smartpoint from '../features/smartpoint/locales/en.json';
import introPopup from '../features/intro-popup/locales/en.json';
import modal from '../features/modal/locales/en.json';
import searchBox from '../features/search-box/locales/en.json';
import newsletter from '../features/newsletter/locales/en.json';
import language from '../features/language/locales/en.json';
import common from '../common/locales/en.json';
import { CONSENT_NS } from '../features/cookie-bar/translations';

/** Every English text of mf-chrome, by namespace: one chunk (`chrome-en`), loaded with an English page. */
const english: NamespacedTexts = [
  [CONSENT_NS, cookieBarPreferences],
  [CONSENT_NS, cookieBarCategories],
  [CONSENT_NS, cookieBar],
  ['chrome', header],
  ['chrome', contacts],
  ['chrome', footer],
  ['chrome', smartpoint],
  ['chrome', introPopup],
  ['chrome', modal],
  ['chrome', searchBox],
  ['chrome', newsletter],
  ['chrome', language],
  ['chrome', common],
];

export default english;
