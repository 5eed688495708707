import { registerTranslations } from 'shared';

/** Namespace `forms`, login part. */
const authTranslations = {
  cs: {
    login: {
      title: 'Přihlášení',
      intro: 'Přihlaste se ke svému účtu Sídlo Partner a mějte přehled o svých službách a objednávkách.',
      email: 'E-mail',
      password: 'Heslo',
      submit: 'Přihlásit se',
      submitting: 'Přihlašujeme…',
      invalidCredentials: 'Nesprávný e-mail nebo heslo.',
      failed: 'Přihlášení se nepodařilo. Zkuste to prosím znovu.',
      help: 'Nemáte účet nebo jste zapomněli heslo? Napište nám na info@sidlopartner.cz.',
    },
  },
  en: {
    login: {
      title: 'Log in',
      intro: 'Log in to your Sídlo Partner account to keep track of your services and orders.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Log in',
      submitting: 'Logging in…',
      invalidCredentials: 'Incorrect e-mail or password.',
      failed: 'Logging in failed. Please try again.',
      help: "Don't have an account or forgot your password? Write to us at info@sidlopartner.cz.",
    },
  },
};

registerTranslations('forms', authTranslations);
