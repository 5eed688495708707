import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { applyLocale } from '../stores/locale';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { Checkbox } from './Checkbox';
import { FileInput } from './FileInput';
import { PhoneField, joinPhone } from './PhoneField';
import { errorsOf, useForm } from './useForm';

beforeEach(() => applyLocale('cs'));

function NameField({ errors }: { errors?: string[] }) {
  const [value, setValue] = useState('');
  return <Field id="name" name="name" label="Jméno" required value={value} onChange={setValue} errors={errors} />;
}

describe('form kit', () => {
  it('wires a field: label, required in its name, error as its description and invalid state', async () => {
    const { rerender } = render(<NameField />);
    const input = screen.getByRole('textbox', { name: 'Jméno (povinné pole)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.setup().type(input, 'Jana');
    rerender(<NameField errors={['Pole musí být vyplněno']} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pole musí být vyplněno');
    expect(input).toHaveValue('Jana');
  });

  it('labels a checkbox by its whole text and shows its error', () => {
    render(
      <Checkbox
        id="c"
        name="agreement"
        label="Souhlasím"
        required
        checked={false}
        onChange={() => undefined}
        errors={['Toto pole je nutné potvrdit.']}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Souhlasím (povinné pole)' });
    expect(box).toHaveAccessibleDescription('Toto pole je nutné potvrdit.');
  });

  it('offers every phone prefix and joins prefix and number without spaces', () => {
    render(
      <PhoneField
        id="p"
        label="Telefon"
        prefix="+420"
        number=""
        onPrefix={() => undefined}
        onNumber={() => undefined}
      />,
    );
    const options = Array.from((screen.getByLabelText('Předvolba') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['+420', '+421', '+49', '+44', '+36', '+43', '+48', '+33', '+40', '+386', '+385', '']);
    expect(joinPhone('+421', ' 905 111 222 ')).toBe('+421905111222');
    expect(joinPhone('+420', '   ')).toBe('');
  });

  it('stops taking files at the upload limit', () => {
    const attachments = Array.from({ length: 5 }, (_, i) => ({
      key: `k${i}`,
      name: `f${i}.pdf`,
      size: 2048,
      status: 'done' as const,
    }));
    render(<FileInput id="f" attachments={attachments} onAdd={() => undefined} onRemove={() => undefined} />);
    expect(screen.getByLabelText(/Přílohy/)).toBeDisabled();
    expect(screen.getByText('Přiložit lze nejvýše 5 souborů.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odebrat soubor f0.pdf' })).toBeInTheDocument();
  });

  it('error summary: takes the focus, links each message to its field, leaves unknown fields as text', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary
          id="s"
          errors={{
            email: ['Pole musí obsahovat platný email.'],
            'files.0.id': ['Neplatný soubor'],
            other: ['Jiná chyba'],
          }}
          fields={{ email: 'email', files: 'files' }}
        />
        <input id="email" aria-label="E-mail" />
        <input id="files" aria-label="Soubory" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'Opravte prosím tyto chyby' });
    expect(summary).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Neplatný soubor' }));
    expect(screen.getByLabelText('Soubory')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Pole musí obsahovat platný email.' }));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByText('Jiná chyba').closest('a')).toBeNull();
  });

  it('useForm: a 422 sets the field errors and keeps the values; the next send clears them', async () => {
    const { result } = renderHook(() => useForm({ email: '' }));
    act(() => result.current.set('email', 'x@y'));
    await act(async () => {
      await result.current.submit(() =>
        Promise.reject(new ApiError(422, 'validation_failed', 'Invalid', { email: ['Špatně'] })),
      );
    });
    expect(result.current.status).toBe('failed');
    expect(errorsOf(result.current.errors, 'email')).toEqual(['Špatně']);
    expect(result.current.values.email).toBe('x@y');

    let release!: (value: number) => void;
    let sending!: Promise<number | undefined>;
    act(() => {
      sending = result.current.submit(() => new Promise<number>((resolve) => (release = resolve)));
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.sending).toBe(true);
    await act(async () => {
      release(7);
      expect(await sending).toBe(7);
    });
    expect(result.current.status).toBe('sent');
  });

  it('useForm: any other failure becomes an ApiError with no field errors', async () => {
    const { result } = renderHook(() => useForm({ a: 1 }));
    await act(async () => {
      await result.current.submit(() => Promise.reject(new Error('boom')));
    });
    expect(result.current.failure).toBeInstanceOf(ApiError);
    expect(result.current.failure?.isTransport).toBe(true);
    expect(result.current.errors).toEqual({});
  });
});
