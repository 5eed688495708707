import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { applyLocale, joinPhone } from 'shared';
import { Checkbox } from './Checkbox';
import { Field } from './Field';
import { PhoneField } from './PhoneField';

beforeEach(() => applyLocale('cs'));

function NameField({ errors, hint, rows }: { errors?: string[]; hint?: string; rows?: number }) {
  const [value, setValue] = useState('');
  return (
    <Field
      id="name"
      name="name"
      label="Jméno"
      required
      value={value}
      onChange={setValue}
      errors={errors}
      hint={hint}
      rows={rows}
    />
  );
}

describe('Field', () => {
  it('wires a field: label, required in its name, error as its description and invalid state', async () => {
    const { rerender } = render(<NameField />);
    // The asterisk is not part of the name; the words "povinné pole" are.
    const input = screen.getByRole('textbox', { name: 'Jméno (povinné pole)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeVisible();
    await userEvent.setup().type(input, 'Jana');
    rerender(<NameField errors={['Pole musí být vyplněno']} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(input).toHaveValue('Jana');
  });

  it('is a multi-line field with rows, described by its hint and then its error', () => {
    render(<NameField rows={4} hint="Stačí křestní jméno." errors={['Příliš dlouhé.', 'Jen písmena.']} />);
    const area = screen.getByRole('textbox', { name: 'Jméno (povinné pole)' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveAccessibleDescription('Stačí křestní jméno. Příliš dlouhé. Jen písmena.');
  });

  it('says "required field" in English', () => {
    applyLocale('en');
    render(<NameField />);
    expect(screen.getByRole('textbox', { name: 'Jméno (required field)' })).toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  it('is labelled by its whole text, reports its state and shows its error', async () => {
    const onChange = jest.fn();
    render(
      <Checkbox
        id="c"
        name="agreement"
        label="Souhlasím"
        required
        checked={false}
        onChange={onChange}
        errors={['Toto pole je nutné potvrdit.']}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Souhlasím (povinné pole)' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Toto pole je nutné potvrdit.');
    await userEvent.setup().click(screen.getByText('Souhlasím'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('PhoneField', () => {
  it('offers every phone prefix beside the number and joins them without spaces', async () => {
    const onPrefix = jest.fn();
    render(
      <PhoneField
        id="p"
        label="Telefon"
        prefix="+420"
        number=""
        onPrefix={onPrefix}
        onNumber={() => undefined}
        errors={['Zadejte číslo.']}
      />,
    );
    const prefix = screen.getByRole('combobox', { name: 'Předvolba' });
    const options = Array.from((prefix as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['+420', '+421', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385', '']);
    expect(screen.getByRole('option', { name: 'jiná' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAccessibleDescription('Zadejte číslo.');
    await userEvent.setup().selectOptions(prefix, '+421');
    expect(onPrefix).toHaveBeenCalledWith('+421');
    expect(joinPhone('+421', ' 905 111 222 ')).toBe('+421905111222');
    expect(joinPhone('+420', '   ')).toBe('');
  });
});
