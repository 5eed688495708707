import { registerTranslations, type OtherLanguages } from 'shared';
import cs from './locales/cs.json';

registerTranslations('content', { cs });

/** The English texts, loaded with a page in English (Czech, the fallback of every text, is built in). */
export const otherLanguages: OtherLanguages = {
  chunk: 'blog',
  load: {
    en: () =>
      import(/* webpackChunkName: "blog-en" */ './locales/en.json').then(
        (texts) => [['content', texts.default]] as const,
      ),
  },
};
