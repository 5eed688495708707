import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, type FieldErrors } from 'shared';
import { ErrorSummary } from './ErrorSummary';

beforeEach(() => applyLocale('cs'));

const FIELDS = { email: 'email', files: 'files' };

function Form({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <ErrorSummary id="s" errors={errors} fields={FIELDS} />
      <input id="email" aria-label="E-mail" />
      <input id="files" aria-label="Soubory" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('takes the focus, links each message to its field, leaves unknown fields as text', async () => {
    const user = userEvent.setup();
    render(
      <Form
        errors={{
          email: ['Pole musí obsahovat platný email.'],
          'files.0.id': ['Neplatný soubor'],
          other: ['Jiná chyba'],
        }}
      />,
    );
    const summary = screen.getByRole('alert', { name: 'Opravte prosím tyto chyby' });
    expect(summary).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Neplatný soubor' }));
    expect(screen.getByLabelText('Soubory')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Pole musí obsahovat platný email.' }));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByText('Jiná chyba').closest('a')).toBeNull();
  });

  it('shows nothing without errors, and takes the focus again for each new answer only', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Form errors={{}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const first = { email: ['Pole musí být vyplněno'] };
    rerender(<Form errors={first} />);
    expect(screen.getByRole('alert')).toHaveFocus();
    // The visitor moves on to the field; the same answer rendered again leaves the focus there.
    await user.click(screen.getByLabelText('E-mail'));
    rerender(<Form errors={first} />);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    // The next refused send brings new errors: the summary takes the focus again.
    rerender(<Form errors={{ email: ['Pole musí obsahovat platný email.'] }} />);
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('is titled in English on an English page', () => {
    applyLocale('en');
    render(<Form errors={{ email: ['Invalid e-mail.'] }} />);
    expect(screen.getByRole('alert', { name: 'Please correct these errors' })).toBeInTheDocument();
  });

  it('moves the focus to the field when the form is inside a shadow root', async () => {
    const user = userEvent.setup();
    const host = document.body.appendChild(document.createElement('div'));
    const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    render(<Form errors={{ email: ['Pole musí obsahovat platný email.'] }} />, { container });
    await user.click(container.querySelector('a')!);
    expect(host.shadowRoot!.activeElement).toBe(container.querySelector('#email'));
    expect(window.location.hash).toBe('');
    host.remove();
  });
});
