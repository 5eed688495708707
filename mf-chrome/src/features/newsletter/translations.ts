import { registerTranslations } from 'shared';

/** The newsletter form's strings (namespace `chrome`), for the footer and the pop-up alike. */
registerTranslations('chrome', {
  cs: {
    newsletter: {
      title: 'Novinky pro podnikatele',
      text: 'Jednou za čas vám pošleme praktické tipy, změny v legislativě a aktuální nabídky. Odhlásit se můžete kdykoli.',
      label: 'Váš e-mail',
      placeholder: 'vas@email.cz',
      submit: 'Odebírat',
      sending: 'Odesíláme…',
      required: 'Vyplňte prosím e-mail.',
      success: 'E-mail byl úspěšně uložen.',
      alreadyExists: 'Tento e-mail je již přihlášen k odběru.',
      error: 'E-mail se nepodařilo uložit, zkuste to prosím později.',
      popupClose: 'Zavřít nabídku novinek',
    },
  },
  en: {
    newsletter: {
      title: 'News for entrepreneurs',
      text: 'Every now and then we send practical tips, changes in legislation and current offers. You can unsubscribe at any time.',
      label: 'Your e-mail',
      placeholder: 'you@example.com',
      submit: 'Subscribe',
      sending: 'Sending…',
      required: 'Please enter your e-mail.',
      success: 'Your e-mail has been saved.',
      alreadyExists: 'This e-mail is already subscribed.',
      error: 'Your e-mail could not be saved, please try again later.',
      popupClose: 'Close the newsletter offer',
    },
  },
});
