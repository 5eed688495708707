import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLocale, bus } from 'shared';
import { http, HttpResponse, networkError, renderWithProviders, requests, server } from 'shared/testing';
import { SmartPointBar } from './SmartPointBar';

const CS_TEXT = 'Poradenství pro podnikatele na jednom místě.';
const EN_TEXT = 'Advice for entrepreneurs in one place.';

function renderBar(path = '/') {
  renderWithProviders(
    <>
      <button type="button">Zeptejte se</button>
      <SmartPointBar />
    </>,
    { path },
  );
}

function emit(open?: boolean) {
  act(() => bus.emit('smartpoint:toggle', open === undefined ? {} : { open }));
}

/** Opens the bar and waits until its text (or its own introduction) replaced the loading line. */
async function openLoaded(text: string | RegExp) {
  emit();
  // The panel's module loads with the first opening.
  const dialog = await screen.findByRole('dialog', { name: 'Smart Point' });
  await within(dialog).findByText(text);
  return dialog;
}

beforeEach(() => {
  document.body.style.overflow = '';
  server.use(
    http.get('*/api/info/page/2', ({ request }) => {
      const en = new URL(request.url).searchParams.get('lang') === 'en';
      return HttpResponse.json({
        id: 2,
        locale: en ? 'en' : 'cs',
        slug: en ? 'smart-point' : 'smart-point-cs',
        title: 'Smart Point',
        text: en ? `<p>${EN_TEXT}</p>` : `<p>${CS_TEXT}</p><script>window.hacked = true</script>`,
        alternate: null,
      });
    }),
  );
});

describe('SmartPointBar', () => {
  it('opens on smartpoint:toggle and only then loads info page 2, showing its sanitised text', async () => {
    renderBar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests({ path: '/api/info/page/2' })).toEqual([]);
    const dialog = await openLoaded(CS_TEXT);
    expect(requests({ method: 'GET', path: '/api/info/page/2' }).map((r) => r.query.get('lang'))).toEqual(['cs']);
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Více o Smart Pointu' })).toHaveAttribute('href', '/smartpoint');
    expect(within(dialog).getByRole('button', { name: 'Zavřít panel Smart Point' })).toHaveFocus();
  });

  it('locks page scroll while open and unlocks it on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderBar();
    const opener = screen.getByRole('button', { name: 'Zeptejte se' });
    opener.focus();
    await openLoaded(CS_TEXT);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('keeps Tab focus inside the open panel', async () => {
    const user = userEvent.setup();
    renderBar();
    const dialog = await openLoaded(CS_TEXT);
    const close = within(dialog).getByRole('button', { name: 'Zavřít panel Smart Point' });
    const more = within(dialog).getByRole('link', { name: 'Více o Smart Pointu' });
    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(more).toHaveFocus();
  });

  it('toggles, and `open` forces a state', async () => {
    renderBar();
    await openLoaded(CS_TEXT);
    emit(true);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    emit();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    emit(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the global modal opens', async () => {
    renderBar();
    await openLoaded(CS_TEXT);
    act(() => bus.emit('modal:open', { type: 'contact-form', title: 'Zeptejte se nás' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button, from the side tab and on a click beside the panel', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Otevřít panel Smart Point' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText(CS_TEXT);
    await user.click(within(dialog).getByText(CS_TEXT));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zavřít panel Smart Point' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Otevřít panel Smart Point' }));
    await user.click(screen.getByTestId('chrome-smartpoint-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the text when the locale changes', async () => {
    renderBar();
    await openLoaded(CS_TEXT);
    act(() => applyLocale('en'));
    const dialog = screen.getByRole('dialog', { name: 'Smart Point' });
    await within(dialog).findByText(EN_TEXT);
    expect(requests({ path: '/api/info/page/2' }).map((r) => r.query.get('lang'))).toEqual(['cs', 'en']);
    expect(within(dialog).getByRole('link', { name: 'More about Smart Point' })).toHaveAttribute(
      'href',
      '/en/smartpoint',
    );
  });

  it('ignores a failed load and shows its own introduction', async () => {
    server.use(http.get('*/api/info/page/2', () => networkError()));
    renderBar();
    await openLoaded(/Poradenské centrum pro podnikatele/);
  });

  it('treats an answer that is not an info page as a failed load', async () => {
    server.use(http.get('*/api/info/page/2', () => HttpResponse.json({ text: `<p>${CS_TEXT}</p>` })));
    renderBar();
    const dialog = await openLoaded(/Poradenské centrum pro podnikatele/);
    expect(within(dialog).queryByText(CS_TEXT)).not.toBeInTheDocument();
  });
});
