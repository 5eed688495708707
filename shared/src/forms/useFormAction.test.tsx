import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import type { FormAction } from '../router';
import { useFormAction } from './useFormAction';

function Subscribe() {
  const form = useFormAction('subscribe', { email: '' });
  return (
    <form method="post" aria-label="Subscribe" onSubmit={form.send}>
      <input type="hidden" name="form" value="subscribe" />
      <input name="email" aria-label="E-mail" defaultValue="a@b.cz" />
      <button type="submit">Send</button>
      {form.status === 'sent' && <p role="status">Subscribed</p>}
    </form>
  );
}

describe('a form sent by its route action', () => {
  it('is sent by the scripts, not by the browser, and once however often it is pressed before the answer', async () => {
    let answer: () => void = () => undefined;
    const action = jest.fn<ReturnType<FormAction>, Parameters<FormAction>>(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 'done', to: null });
        }),
    );
    renderWithProviders(<Subscribe />, { actions: { subscribe: action } });
    const form = screen.getByRole('form', { name: 'Subscribe' });

    const first = fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    // fireEvent answers false when the event's default (the browser's own post) was prevented.
    expect(first).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Subscribed');
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]?.[0].fields.get('email')).toBe('a@b.cz');
  });
});
