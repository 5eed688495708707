import { registerTranslations } from 'shared';

const footerTranslations = {
  cs: {
    footer: {
      label: 'Patička webu',
      about: 'Virtuální sídla, zakládání a prodej firem a poradenství pro podnikatele. Na českém trhu od roku 2001.',
      branches: 'Naše pobočky',
      contact: 'Kontakt',
      emailLabel: 'E-mail',
      phonesLabel: 'Telefon',
      menu: 'Užitečné odkazy',
      social: 'Sledujte nás',
      socialLink: '{{name}} (otevře se v novém okně)',
      newTab: '(otevře se v novém okně)',
      memberNetwork: 'Člen mezinárodní poradenské sítě s více než 400 kancelářemi ve 150 zemích.',
      memberBadge: 'Člen mezinárodní poradenské sítě',
      sinceBadge: 'Na českém trhu od roku 2001',
      rights: 'Všechna práva vyhrazena.',
      terms: 'Obchodní podmínky',
      termsHint: 'PDF ke stažení',
      cookieSettings: 'Nastavení cookies',
    },
  },
  en: {
    footer: {
      label: 'Site footer',
      about:
        'Virtual offices, company formation and ready-made companies, and advice for entrepreneurs. On the Czech market since 2001.',
      branches: 'Our offices',
      contact: 'Contact',
      emailLabel: 'E-mail',
      phonesLabel: 'Phone',
      menu: 'Useful links',
      social: 'Follow us',
      socialLink: '{{name}} (opens in a new tab)',
      newTab: '(opens in a new tab)',
      memberNetwork: 'Member of an international advisory network with over 400 offices in 150 countries.',
      memberBadge: 'Member of an international advisory network',
      sinceBadge: 'On the Czech market since 2001',
      rights: 'All rights reserved.',
      terms: 'Terms and conditions',
      termsHint: 'PDF download',
      cookieSettings: 'Cookie settings',
    },
  },
};

registerTranslations('chrome', footerTranslations);
