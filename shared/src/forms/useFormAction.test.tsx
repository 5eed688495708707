import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import type { FormAction } from '../router';
import { usePosted } from '../stores/posted';
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

/** One of several forms of one name on a page, told apart by the product it posts. */
function AddButton({ productId }: { productId: string }) {
  const form = useFormAction('add', {}, { mine: (posted) => posted.values.productId === productId });
  return (
    <form method="post" aria-label={`Add ${productId}`} onSubmit={form.send}>
      {form.failure && <p role="alert">{form.failure.message}</p>}
    </form>
  );
}

it("shows a plain post's refusal in the form of its values only, when several share the form's name", () => {
  usePosted.setState({
    posted: {
      form: 'add',
      values: { productId: '2' },
      errors: {},
      message: 'No longer on offer.',
      status: 409,
      code: 'notice.unavailable',
    },
  });
  renderWithProviders(
    <>
      <AddButton productId="1" />
      <AddButton productId="2" />
    </>,
  );
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getByRole('form', { name: 'Add 2' })).toHaveTextContent('No longer on offer.');
  usePosted.setState({ posted: null });
});
