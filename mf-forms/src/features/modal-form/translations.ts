import { registerTranslations } from 'shared';

/** Namespace `forms`, modal-form part. */
const modalFormTranslations = {
  cs: {
    modal: {
      intro: {
        'virtual-place': 'Zanechte nám kontakt a my vám virtuální sídlo rezervujeme a vše potřebné domluvíme.',
        establishment: 'Zanechte nám kontakt a připravíme vám nabídku založení společnosti na klíč.',
        'smart-room': 'Zanechte nám kontakt a ozveme se vám s volnými termíny zasedací místnosti.',
        readymade: 'Zanechte nám kontakt a ready-made společnost vám podržíme, než se domluvíme na převodu.',
        liquidation: 'Zanechte nám kontakt a probereme s vámi průběh likvidace společnosti.',
        'foreign-company': 'Zanechte nám kontakt a poradíme vám se založením zahraniční společnosti.',
        'contact-form': 'Napište nám, s čím vám můžeme pomoci. Ozveme se vám co nejdříve.',
      },
    },
  },
  en: {
    modal: {
      intro: {
        'virtual-place':
          'Leave us your contact details and we will reserve the virtual office and arrange everything else.',
        establishment: 'Leave us your contact details and we will prepare an offer for a turnkey company formation.',
        'smart-room': 'Leave us your contact details and we will get back to you with available meeting-room dates.',
        readymade:
          'Leave us your contact details and we will hold the ready-made company for you until we agree on the transfer.',
        liquidation: 'Leave us your contact details and we will walk you through the liquidation of your company.',
        'foreign-company': 'Leave us your contact details and we will advise you on setting up a foreign company.',
        'contact-form': 'Tell us how we can help you. We will get back to you as soon as possible.',
      },
    },
  },
};

registerTranslations('forms', modalFormTranslations);
