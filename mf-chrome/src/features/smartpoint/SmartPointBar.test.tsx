import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { api, applyLocale, bus, i18n } from 'shared';
import SmartPointBar from './SmartPointBar';

let get: jest.SpyInstance;

async function renderBar() {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <button type="button">Zeptejte se</button>
          <SmartPointBar />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

function emit(open?: boolean) {
  act(() => bus.emit('smartpoint:toggle', open === undefined ? {} : { open }));
}

beforeEach(() => {
  act(() => applyLocale('cs'));
  document.body.style.overflow = '';
  get = jest.spyOn(api, 'get').mockImplementation(async (_url, config) => {
    const lang = (config?.params as { lang?: string } | undefined)?.lang;
    return {
      data: {
        text:
          lang === 'en'
            ? '<p>Advice for entrepreneurs in one place.</p>'
            : '<p>Poradenství pro podnikatele na jednom místě.</p><script>window.hacked = true</script>',
      },
    };
  });
});

afterEach(() => jest.restoreAllMocks());

describe('SmartPointBar', () => {
  it('loads info page 2 on mount and opens on smartpoint:toggle with the sanitised text', async () => {
    await renderBar();
    expect(get).toHaveBeenCalledWith('/api/info/page/2', { params: { lang: 'cs' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    emit();
    const dialog = screen.getByRole('dialog', { name: 'Smart Point' });
    expect(within(dialog).getByText('Poradenství pro podnikatele na jednom místě.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Více o Smart Pointu' })).toHaveAttribute('href', '/smartpoint');
    expect(within(dialog).getByRole('button', { name: 'Zavřít panel Smart Point' })).toHaveFocus();
  });

  it('locks page scroll while open and unlocks it on Escape', async () => {
    const user = userEvent.setup();
    await renderBar();
    emit();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('toggles, and `open` forces a state', async () => {
    await renderBar();
    emit();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    emit(true);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    emit();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    emit(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the global modal opens', async () => {
    await renderBar();
    emit();
    act(() => bus.emit('modal:open', { type: 'contact-form', title: 'Zeptejte se nás' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button and from the side tab', async () => {
    const user = userEvent.setup();
    await renderBar();
    await user.click(screen.getByRole('button', { name: 'Otevřít panel Smart Point' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zavřít panel Smart Point' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the text when the locale changes', async () => {
    await renderBar();
    await act(async () => applyLocale('en'));
    expect(get).toHaveBeenLastCalledWith('/api/info/page/2', { params: { lang: 'en' } });
    emit();
    const dialog = screen.getByRole('dialog', { name: 'Smart Point' });
    expect(within(dialog).getByText('Advice for entrepreneurs in one place.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'More about Smart Point' })).toHaveAttribute(
      'href',
      '/en/smartpoint',
    );
  });

  it('ignores a failed load and shows its own introduction', async () => {
    get.mockRejectedValue(new Error('Network Error'));
    await renderBar();
    emit();
    expect(screen.getByRole('dialog')).toHaveTextContent('Poradenské centrum pro podnikatele');
  });
});
