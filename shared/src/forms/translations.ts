import { registerTranslations } from 'shared';

/**
 * The form kit's own strings, in both languages: namespace `forms`, under the key `kit`, so that a
 * remote's strings in the same namespace never replace them.
 */
registerTranslations('forms', {
  cs: {
    kit: {
      required: 'povinné pole',
      summaryTitle: 'Opravte prosím tyto chyby',
      upload: {
        label: 'Přílohy',
        choose: 'Přiložit soubor',
        hint: 'Nepovinné. Nejvýše {{count}} souborů, každý do {{size}} MB (PDF, Word, Excel, obrázky, text).',
        uploading: 'Nahrává se…',
        uploaded: 'Nahráno',
        remove: 'Odebrat',
        removeFile: 'Odebrat soubor {{name}}',
        tooMany: 'Přiložit lze nejvýše {{count}} souborů.',
        listLabel: 'Přiložené soubory',
      },
      phonePrefix: 'Předvolba',
      phonePrefixNone: 'jiná',
    },
  },
  en: {
    kit: {
      required: 'required field',
      summaryTitle: 'Please correct these errors',
      upload: {
        label: 'Attachments',
        choose: 'Attach a file',
        hint: 'Optional. Up to {{count}} files, {{size}} MB each (PDF, Word, Excel, images, text).',
        uploading: 'Uploading…',
        uploaded: 'Uploaded',
        remove: 'Remove',
        removeFile: 'Remove file {{name}}',
        tooMany: 'You can attach at most {{count}} files.',
        listLabel: 'Attached files',
      },
      phonePrefix: 'Country code',
      phonePrefixNone: 'other',
    },
  },
});
