import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_CURRENCY, I18nextProvider, i18n, useCurrency } from 'shared';
import { CurrencySelect } from './CurrencySelect';

const EUR = { ...DEFAULT_CURRENCY, id: 2, code: 'EUR', sign: '€', rate: 25 };

describe('the currency select hydrating the server’s markup', () => {
  afterEach(() => useCurrency.setState({ currencies: [], currency: DEFAULT_CURRENCY }));

  it('hydrates without a mismatch though the list came meanwhile, then offers every currency', async () => {
    const page = () => (
      <I18nextProvider i18n={i18n}>
        <CurrencySelect />
      </I18nextProvider>
    );
    // The server renders the default currency alone.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    expect(container.querySelectorAll('option')).toHaveLength(1);
    // Another part of the page loaded the list before this part hydrated.
    useCurrency.setState({ currencies: [DEFAULT_CURRENCY, EUR] });
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['CZK', 'EUR']);
    act(() => root?.unmount());
    container.remove();
  });
});
