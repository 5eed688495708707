import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import ModalForm, { actions } from './ModalForm';

const saved = () => requests({ method: 'POST', path: '/api/user-request/save' });

beforeEach(() => {
  applyLocale('cs');
  window.dataLayer = [];
  server.use(http.post('*/api/user-request/save', () => HttpResponse.json({ id: 11, success: true })));
});

describe('ModalForm', () => {
  it('sends the payload type, item and ticked services and opens the thank-you page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ModalForm
        payload={{
          type: 'virtual-place',
          itemId: 4,
          itemName: 'Virtuální sídlo Praha 1',
          otherServices: ['Přeposílání pošty', 'Skenování pošty'],
        }}
      />,
      // The page the modal is open on: its route runs the form's action (found among the frame's).
      { path: '/virtualni-sidla', actions },
    );
    expect(screen.getByText('Virtuální sídlo Praha 1')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Eva Malá');
    await user.type(screen.getByLabelText(/^E-mail/), 'eva@mala.cz');
    await user.click(screen.getByRole('checkbox', { name: 'Skenování pošty' }));
    await user.click(screen.getByRole('checkbox', { name: /zpracováním osobních údajů/ }));
    await user.click(screen.getByRole('button', { name: 'Odeslat poptávku' }));

    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]!.body).toEqual({
      firstname: 'Eva Malá',
      email: 'eva@mala.cz',
      phone: '',
      files: [],
      agreement: true,
      content: { type: 'virtual-place', id: 4, name: 'Virtuální sídlo Praha 1', otherServices: ['Skenování pošty'] },
      // The robot field stays empty; the time spent filling goes along.
      website: '',
      fillMs: expect.any(Number),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dekujeme?interest=virtual-place'));
    expect(window.dataLayer).toContainEqual({ event: 'form_sent', formType: 'virtual-place' });
  });

  it('offers the virtual-office checkbox for ready-made companies', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalForm payload={{ type: 'readymade', itemId: 8, itemName: 'Ready-made a.s. Beta' }} />, {
      actions,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Mám zájem i o virtuální sídlo' }));
    await user.click(screen.getByRole('button', { name: 'Odeslat poptávku' }));
    await waitFor(() =>
      expect(saved()[0]?.body).toMatchObject({ content: { type: 'readymade', id: 8, virtualPlace: true } }),
    );
  });

  it('shows the free-text request for the contact-form type', () => {
    renderWithProviders(<ModalForm payload={{ type: 'contact-form' }} />);
    expect(screen.getByLabelText('Váš požadavek')).toBeInTheDocument();
  });

  it("says 'Obsah nenalezen.' for a type it does not know", () => {
    renderWithProviders(<ModalForm payload={{ type: 'newsletter' }} />);
    expect(screen.getByText('Obsah nenalezen.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
