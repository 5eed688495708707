import type { OtherLanguages } from 'shared';

/**
 * mf-chrome's texts besides Czech: English, one chunk (`chrome-en`) for every module of the remote,
 * loaded with an English page (the shell loads it with the module, and again on a move into English).
 */
export const otherLanguages: OtherLanguages = {
  chunk: 'chrome',
  load: { en: () => import(/* webpackChunkName: "chrome-en" */ '../locales/en').then((module) => module.default) },
};
