import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { parseCookies } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import { newsletter } from './actions';
import { useDialog } from '../../common/useDialog';
import { useHoldPopups } from '../../common/useTimedPopup';
import { NewsletterPopup } from './NewsletterPopup';
import { advance, flush } from '../../common/timers.testing';

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const popupCookie = () => parseCookies(document.cookie)['newsletter-popup'];

/** Another dialog of the chrome, open until its button is pressed. */
function OtherDialog() {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(true, ref, () => undefined);
  return (
    <div ref={ref} role="dialog" aria-label="Jiný dialog" tabIndex={-1}>
      other
    </div>
  );
}

function CookieBarStandIn() {
  const [asking, setAsking] = useState(true);
  useHoldPopups(asking);
  return (
    <button type="button" onClick={() => setAsking(false)}>
      choose
    </button>
  );
}

/** The pop-up beside another dialog that a button closes. */
function WithOtherDialog() {
  const [other, setOther] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOther(false)}>
        close other
      </button>
      {other && <OtherDialog />}
      <NewsletterPopup />
    </>
  );
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  document.cookie = 'newsletter-popup=; Max-Age=0; Path=/';
});

afterEach(() => jest.useRealTimers());

describe('NewsletterPopup', () => {
  it('opens 60 s after load with the newsletter form, not before', async () => {
    renderWithProviders(<NewsletterPopup />, { path: '/', actions: { newsletter } });
    await advance(59_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_000);
    const dialog = screen.getByRole('dialog', { name: 'Novinky pro podnikatele' });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /Váš e-mail/ })).toBeInTheDocument();
  });

  it('never opens on the data-protection page', async () => {
    renderWithProviders(<NewsletterPopup />, { path: '/info/1/zasady-ochrany-osobnich-udaju' });
    await advance(120_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away while newsletter-popup is hidden', async () => {
    document.cookie = 'newsletter-popup=hidden; Path=/';
    renderWithProviders(<NewsletterPopup />, { path: '/', actions: { newsletter } });
    await advance(120_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while another dialog is open and opens a second after it closes', async () => {
    renderWithProviders(<WithOtherDialog />, { path: '/' });
    await advance(90_000);
    expect(screen.queryByRole('dialog', { name: 'Novinky pro podnikatele' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'close other' }).click());
    await advance(1_000);
    expect(screen.getByRole('dialog', { name: 'Novinky pro podnikatele' })).toBeInTheDocument();
  });

  it('waits while the cookie bar asks for a choice', async () => {
    renderWithProviders(
      <>
        <CookieBarStandIn />
        <NewsletterPopup />
      </>,
      { path: '/' },
    );
    await advance(70_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'choose' }).click());
    await advance(1_000);
    expect(screen.getByRole('dialog', { name: 'Novinky pro podnikatele' })).toBeInTheDocument();
  });

  it.each([
    ['the close button', async () => user().click(screen.getByRole('button', { name: 'Zavřít nabídku novinek' }))],
    ['Escape', async () => user().keyboard('{Escape}')],
  ])('closing with %s hides it and sets newsletter-popup=hidden', async (_, close) => {
    renderWithProviders(<NewsletterPopup />, { path: '/', actions: { newsletter } });
    await advance(60_000);
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popupCookie()).toBe('hidden');
  });

  it('a successful subscription hides it for later visits and shows the confirmation until closed', async () => {
    server.use(http.post('*/api/subscriber/save', () => HttpResponse.json({ success: true, id: 7 })));
    renderWithProviders(<NewsletterPopup />, { path: '/', actions: { newsletter } });
    await advance(60_000);
    const dialog = screen.getByRole('dialog', { name: 'Novinky pro podnikatele' });
    await user().type(within(dialog).getByRole('textbox', { name: /Váš e-mail/ }), 'petr@firma.cz');
    await user().click(within(dialog).getByRole('button', { name: 'Odebírat' }));
    await flush();
    expect(requests({ method: 'POST', path: '/api/subscriber/save' }).map((r) => r.body)).toEqual([
      { email: 'petr@firma.cz' },
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('E-mail byl úspěšně uložen.');
    expect(popupCookie()).toBe('hidden');
  });
});
