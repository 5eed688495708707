import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerTranslations } from './i18n';
import { useTranslation } from './useTranslation';

function Greeting({ lng, prefix }: { lng?: string; prefix?: string }) {
  const { t } = useTranslation('forms', { ...(lng ? { lng } : {}), ...(prefix ? { keyPrefix: prefix } : {}) });
  return <p>{prefix ? t('submit') : t('hello')}</p>;
}

function setup() {
  const i18n = createI18n('cs');
  registerTranslations(
    'forms',
    { cs: { hello: 'Dobrý den', kit: { submit: 'Odeslat' } }, en: { hello: 'Hello', kit: { submit: 'Send' } } },
    i18n,
  );
  return i18n;
}

describe('useTranslation', () => {
  it("translates a namespace into the page's language and follows a change of language", async () => {
    const i18n = setup();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Greeting lng="en" />
        <Greeting prefix="kit" />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Dobrý den', 'Hello', 'Odeslat']);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['Hello', 'Hello', 'Send']);
  });

  it('stops following the language once the component is gone', () => {
    const i18n = setup();
    const on = jest.spyOn(i18n, 'on');
    const off = jest.spyOn(i18n, 'off');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    const followed = on.mock.calls.filter(([event]) => event === 'languageChanged').map(([, listener]) => listener);
    expect(followed).toHaveLength(1);
    view.unmount();
    expect(off).toHaveBeenCalledWith('languageChanged', followed[0]);
  });

  it('gives the same text for the same key and values, another for other values, and a redeployed text at once', () => {
    const i18n = createI18n('cs');
    registerTranslations(
      'shop',
      { cs: { items: 'Položek: {{count}}', name: 'Košík' }, en: { items: 'Items: {{count}}', name: 'Cart' } },
      i18n,
    );
    function Cart({ count }: { count: number }) {
      const { t } = useTranslation('shop');
      return (
        <p>
          {t('name')} · {t('items', { count })}
        </p>
      );
    }
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Cart count={1} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Košík · Položek: 1');
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Cart count={3} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Košík · Položek: 3');
    // A remote deployed again registers its texts anew: the next render says the new ones.
    registerTranslations(
      'shop',
      { cs: { items: 'Kusů: {{count}}', name: 'Nákupní košík' }, en: { items: 'Items: {{count}}', name: 'Cart' } },
      i18n,
    );
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Cart count={1} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Nákupní košík · Kusů: 1');
  });
});
