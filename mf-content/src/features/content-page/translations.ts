import { registerTranslations } from 'shared';

/** The enquiry call to action of the formation and liquidation pages (namespace `content`, subtree `serviceEnquiry`). */
registerTranslations('content', {
  cs: {
    serviceEnquiry: {
      establishment: {
        title: 'Založíme vám společnost na klíč',
        text: 'Napište nám, jakou společnost chcete založit. Ozveme se vám, domluvíme krátkou schůzku a o zbytek se postaráme.',
        button: 'Poptat založení',
        modalTitle: 'Poptávka založení společnosti',
        otherServices: ['Virtuální sídlo', 'Vedení účetnictví', 'Registrace k DPH'],
      },
      liquidation: {
        title: 'Zlikvidujeme vaši společnost',
        text: 'Napište nám o své společnosti. Ozveme se vám a domluvíme postup; likvidace obvykle trvá 6–8 měsíců.',
        button: 'Poptat likvidaci',
        modalTitle: 'Poptávka likvidace společnosti',
        otherServices: ['Účetnictví a daňová přiznání v likvidaci', 'Virtuální sídlo po dobu likvidace'],
      },
    },
  },
  en: {
    serviceEnquiry: {
      establishment: {
        title: 'We set up your company turnkey',
        text: 'Tell us which company you want to set up. We will get in touch, arrange a short meeting and take care of the rest.',
        button: 'Enquire about formation',
        modalTitle: 'Company formation enquiry',
        otherServices: ['Virtual office', 'Accounting', 'VAT registration'],
      },
      liquidation: {
        title: 'We wind up your company',
        text: 'Tell us about your company. We will get in touch and agree the steps; a liquidation usually takes 6–8 months.',
        button: 'Enquire about liquidation',
        modalTitle: 'Company liquidation enquiry',
        otherServices: ['Accounting and tax returns in liquidation', 'Virtual office for the liquidation period'],
      },
    },
  },
});
