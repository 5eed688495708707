import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus, usePosted } from 'shared';
import { formPost, renderWithProviders } from 'shared/testing';
import CalculatorPage, { actions } from './CalculatorPage';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const FIGURES = {
  Tržby: '20000',
  'Provozní výsledek hospodaření': '2000',
  Odpisy: '500',
  'Úročené dluhy (úvěry, půjčky)': '1000',
  'Vlastní kapitál': '3000',
};

describe('CalculatorPage', () => {
  const render = () =>
    renderWithProviders(<CalculatorPage routeId="valuationCalculator" locale="cs" params={{}} />, {
      path: '/kalkulacka-hodnoty-firmy',
    });

  it('shows the range and the probable price as the visitor types, higher for IT', () => {
    render();
    expect(screen.getByText('Vyplňte všechna pole a výsledek se zobrazí hned.')).toBeInTheDocument();
    fill(FIGURES);
    expect(screen.getByTestId('valuation-range')).toHaveTextContent('6 500 000 Kč – 11 500 000 Kč');
    expect(screen.getByTestId('valuation-probable')).toHaveTextContent('9 000 000 Kč');
    fireEvent.click(screen.getByRole('radio', { name: 'Ano, v IT' }));
    expect(screen.getByTestId('valuation-probable')).toHaveTextContent('15 250 000 Kč');
  });

  it('shows the message at an invalid field and no result', () => {
    render();
    fill({ ...FIGURES, Odpisy: '5x0' });
    const field = screen.getByLabelText('Odpisy');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Pole musí obsahovat pouze číslice.');
    expect(screen.queryByTestId('valuation-probable')).not.toBeInTheDocument();
    fill({ Odpisy: '-5' });
    expect(screen.getByLabelText('Odpisy')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens the contact form with the calculation when interest is ticked', () => {
    const opened = jest.fn();
    const off = bus.on('modal:open', opened);
    render();
    fill(FIGURES);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mám zájem o kontakt nebo znalecký posudek' }));
    expect(opened).toHaveBeenCalledTimes(1);
    const payload = opened.mock.calls[0][0] as { type: string; itemName: string };
    expect(payload.type).toBe('contact-form');
    const text = payload.itemName.replace(/\u00a0/g, ' ');
    expect(text).toContain('Tržby: 20000');
    expect(text).toContain('pravděpodobná cena 9 000 000 Kč');
    off();
  });

  it('after a post without scripts with the box ticked, offers the contact form with the calculation', () => {
    const opened = jest.fn();
    const off = bus.on('modal:open', opened);
    usePosted.setState({
      posted: {
        form: 'valuation',
        values: {
          revenue: '20000',
          operatingProfit: '2000',
          depreciation: '500',
          interestBearingDebt: '1000',
          equity: '3000',
          itSector: 'no',
          interest: true,
        },
        errors: {},
        message: null,
        status: 200,
        code: 'ok',
      },
    });
    render();
    expect(screen.getByRole('checkbox', { name: 'Mám zájem o kontakt nebo znalecký posudek' })).toBeChecked();
    // The box was ticked in the form the server answered: nothing opens by itself.
    expect(opened).not.toHaveBeenCalled();
    const next = screen.getByRole('form', { name: /Výpočet vložíme do poptávkového formuláře/ });
    expect(next).toHaveAttribute('method', 'post');
    expect(next).toHaveAttribute('action', '/kontaktni-formular');
    const request = next.querySelector<HTMLInputElement>('input[name="request"]')!.value.replace(/\u00a0/g, ' ');
    expect(request).toContain('Tržby: 20000');
    expect(request).toContain('pravděpodobná cena 9 000 000 Kč');
    expect(next.querySelector('input[name="form"]')).toHaveValue('enquiry-draft');
    // With scripts the button opens the modal instead.
    fireEvent.click(within(next).getByRole('button', { name: 'Pokračovat k poptávce' }));
    expect(opened).toHaveBeenCalledTimes(1);
    off();
    act(() => usePosted.setState({ posted: null }));
  });

  it('the box is a field of the form, posted with it', () => {
    render();
    const box = screen.getByRole('checkbox', { name: 'Mám zájem o kontakt nebo znalecký posudek' });
    expect(box).toHaveAttribute('name', 'interest');
    expect(screen.queryByRole('button', { name: 'Pokračovat k poptávce' })).not.toBeInTheDocument();
  });

  it('its form posted without scripts is answered with the page computed from what was posted', async () => {
    const { unmount } = render();
    fill(FIGURES);
    fireEvent.click(screen.getByRole('radio', { name: 'Ano, v IT' }));
    const fields = new FormData(document.querySelector<HTMLFormElement>('form.calculator__form')!);
    fields.append('interest', 'yes');
    const outcome = await actions.valuation!(formPost(fields, '/kalkulacka-hodnoty-firmy'));
    expect(outcome).toEqual({
      status: 'answered',
      posted: expect.objectContaining({
        form: 'valuation',
        values: expect.objectContaining({ revenue: '20000', equity: '3000', itSector: 'yes', interest: true }),
        errors: {},
      }),
    });
    unmount();
    // The page drawn from the answer shows the result and offers the next step.
    if (outcome.status !== 'answered') return;
    act(() => usePosted.setState({ posted: outcome.posted }));
    render();
    expect(screen.getByTestId('valuation-probable')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Pokračovat k poptávce' })).toBeInTheDocument();
    act(() => usePosted.setState({ posted: null }));
  });
});
