import { registerTranslations } from 'shared';

/** Thank-you page copy by interest (namespace `content`, subtree `thankYou`). */
const thankYouTranslations = {
  cs: {
    thankYou: {
      documentTitle: 'Děkujeme za poptávku',
      next: 'Co bude následovat',
      step1:
        'Vaši poptávku si přečte náš specialista a obvykle ještě tentýž pracovní den se vám ozve e-mailem nebo telefonicky.',
      step2: 'Upřesníme podrobnosti a připravíme potřebné dokumenty.',
      step3: 'Vše dokončíme na krátké schůzce, která trvá zhruba 45 minut – osobně v Praze či v Brně, nebo online.',
      urgent:
        'Spěcháte? Zavolejte nám na <phoneLink>{{phone}}</phoneLink> nebo napište na <emailLink>{{email}}</emailLink>.',
      home: 'Zpět na úvodní stránku',
      interests: {
        default: {
          title: 'Děkujeme, vaši poptávku jsme přijali',
          text: 'Brzy se vám ozveme a probereme s vámi všechny podrobnosti.',
        },
        readymade: {
          title: 'Děkujeme za zájem o ready-made společnost',
          text: 'Vybranou společnost pro vás předběžně rezervujeme a ozveme se vám s dalším postupem převodu.',
        },
        establishment: {
          title: 'Děkujeme za zájem o založení společnosti na klíč',
          text: 'Připravíme pro vás návrh zakladatelských dokumentů a domluvíme termín podpisu.',
        },
        'virtual-place': {
          title: 'Děkujeme za zájem o virtuální sídlo',
          text: 'Ověříme dostupnost vybrané adresy a připravíme smlouvu i souhlas se sídlem.',
        },
        liquidation: {
          title: 'Děkujeme za zájem o likvidaci společnosti',
          text: 'Projdeme s vámi stav firmy a navrhneme nejrychlejší postup likvidace.',
        },
        'foreign-company': {
          title: 'Děkujeme za zájem o zahraniční společnost',
          text: 'Ve spolupráci s naší mezinárodní sítí vám připravíme nabídku pro zvolenou jurisdikci.',
        },
        startup: {
          title: 'Děkujeme za zájem o ready-made firmu pro startup',
          text: 'Ozveme se vám s nabídkou společnosti, se kterou můžete začít podnikat hned.',
        },
        'smart-room': {
          title: 'Děkujeme za zájem o pronájem zasedací místnosti',
          text: 'Ověříme volný termín a potvrdíme vám rezervaci místnosti.',
        },
      },
    },
  },
  en: {
    thankYou: {
      documentTitle: 'Thank you for your enquiry',
      next: 'What happens next',
      step1:
        'One of our specialists will read your enquiry and usually get back to you by e-mail or phone on the same working day.',
      step2: 'We agree the details and prepare the documents you need.',
      step3: 'We wrap everything up in a short meeting of about 45 minutes – in person in Prague or Brno, or online.',
      urgent: 'In a hurry? Call us on <phoneLink>{{phone}}</phoneLink> or write to <emailLink>{{email}}</emailLink>.',
      home: 'Back to the home page',
      interests: {
        default: {
          title: 'Thank you, we have received your enquiry',
          text: 'We will be in touch soon to go through all the details with you.',
        },
        readymade: {
          title: 'Thank you for your interest in a ready-made company',
          text: 'We will provisionally reserve the company for you and get back to you about the transfer.',
        },
        establishment: {
          title: 'Thank you for your interest in a turnkey company',
          text: 'We will draft the founding documents for you and arrange a date for signing.',
        },
        'virtual-place': {
          title: 'Thank you for your interest in a virtual office',
          text: 'We will check that the address is available and prepare the contract and the consent to the registered office.',
        },
        liquidation: {
          title: 'Thank you for your interest in company liquidation',
          text: 'We will review the state of your company with you and propose the fastest way to liquidate it.',
        },
        'foreign-company': {
          title: 'Thank you for your interest in an offshore company',
          text: 'Together with our international network we will prepare an offer for the jurisdiction you chose.',
        },
        startup: {
          title: 'Thank you for your interest in a ready-made start-up company',
          text: 'We will get back to you with a company you can start trading with straight away.',
        },
        'smart-room': {
          title: 'Thank you for your interest in renting a meeting room',
          text: 'We will check the date and confirm your meeting room booking.',
        },
      },
    },
  },
};

registerTranslations('content', thankYouTranslations);
