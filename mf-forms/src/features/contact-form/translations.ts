import { registerTranslations } from 'shared';

/** Namespace `forms`, contact-form page part. */
const contactFormTranslations = {
  cs: {
    contactPage: {
      title: 'Kontaktní formulář',
      intro:
        'Potřebujete virtuální sídlo, založit firmu nebo poradit s čímkoli kolem podnikání? Napište nám. Ozveme se vám obvykle do jednoho pracovního dne a domluvíme si krátkou schůzku.',
      steps: 'Vyberete si sídlo nebo službu, my se vám ozveme a na krátké schůzce vše domluvíme.',
      contactsTitle: 'Kontakty',
      email: 'E-mail',
      phone: 'Telefon',
      network:
        'Jsme členem mezinárodní poradenské sítě s více než 400 kancelářemi ve 150 zemích a na českém trhu působíme od roku 2001.',
    },
  },
  en: {
    contactPage: {
      title: 'Contact form',
      intro:
        'Do you need a virtual office, a new company or advice on anything to do with running a business? Write to us. We usually reply within one working day and arrange a short meeting.',
      steps: 'You choose an office or a service, we get in touch, and we agree on everything at a short meeting.',
      contactsTitle: 'Contacts',
      email: 'E-mail',
      phone: 'Phone',
      network:
        'We are a member of an international advisory network of over 400 offices in 150 countries and have been on the Czech market since 2001.',
    },
  },
};

registerTranslations('forms', contactFormTranslations);
