import { fireEvent, screen } from '@testing-library/react';
import { bus } from 'shared';
import { renderWithProviders } from 'shared/testing';
import CalculatorPage from './CalculatorPage';

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
});
