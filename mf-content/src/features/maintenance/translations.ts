import { registerTranslations } from 'shared';

/** Maintenance page copy (namespace `content`, subtree `maintenance`). Static: it must work while the API is down. */
const maintenanceTranslations = {
  cs: {
    maintenance: {
      title: 'Web je dočasně mimo provoz',
      lead: 'Právě na webu provádíme plánovanou údržbu. Za chvíli budeme zpět – děkujeme za trpělivost.',
      officeTitle: 'Vaše sídlo funguje dál',
      officeText:
        'Údržba webu nemá vliv na přebírání pošty, oznámení o zásilkách ani na další služby virtuálního sídla.',
      contactTitle: 'Potřebujete s námi mluvit hned?',
      email: 'E-mail',
      prague: 'Praha',
      brno: 'Brno',
      retry: 'Zkusit načíst znovu',
    },
  },
  en: {
    maintenance: {
      title: 'The website is temporarily unavailable',
      lead: 'We are carrying out scheduled maintenance. We will be back shortly – thank you for your patience.',
      officeTitle: 'Your registered office keeps working',
      officeText:
        'Website maintenance does not affect the receipt of post, mail notifications or any other virtual office services.',
      contactTitle: 'Need to speak to us right now?',
      email: 'E-mail',
      prague: 'Prague',
      brno: 'Brno',
      retry: 'Try loading again',
    },
  },
};

registerTranslations('content', maintenanceTranslations);
