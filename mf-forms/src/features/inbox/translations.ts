import { registerTranslations } from 'shared';
import { inboxCs } from './translations.cs';
import { inboxEn } from './translations.en';

/** Namespace `forms`, the staff inbox's part. */
registerTranslations('forms', { cs: { inbox: inboxCs }, en: { inbox: inboxEn } });
