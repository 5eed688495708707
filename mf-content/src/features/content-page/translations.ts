import { registerTranslations } from 'shared';

/** The title of an info page whose answer has none (namespace `content`, subtree `page`). */
registerTranslations('content', {
  cs: { page: { infoTitle: 'Informace' } },
  en: { page: { infoTitle: 'Information' } },
});
