import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { http, renderWithProviders, requests, server, type RenderOptions } from 'shared/testing';
import { actions } from './actions';

/** Helpers of the enquiry form's tests (never part of a build). */

type User = ReturnType<typeof userEvent.setup>;

/** Renders an enquiry form on a page (the contact form's, unless `path` says) whose route runs its action. */
export function renderForm(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(ui, { path: '/kontaktni-formular', ...options, actions });
}

/** Answers the next enquiry with `answer` (a response, or a promise of one for a slow server). */
export function onSave(answer: () => Response | Promise<Response>) {
  server.use(http.post('*/api/user-request/save', answer));
}

/** The enquiries sent so far. */
export const saves = () => requests({ method: 'POST', path: '/api/user-request/save' });

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** Types a name, an e-mail and a phone number, as a visitor does. */
export async function fillBasics(user: User) {
  await user.type(screen.getByLabelText(/Jméno a příjmení/), 'Jana Nováková');
  await user.type(screen.getByLabelText(/^E-mail/), 'jana@firma.cz');
  await user.type(screen.getByRole('textbox', { name: /Telefon/ }), '777 123 456');
}

export const submit = (user: User, name = 'Odeslat poptávku') => user.click(screen.getByRole('button', { name }));
