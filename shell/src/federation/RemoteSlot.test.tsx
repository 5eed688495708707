import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from 'shared';
import { ContentFallback } from '../features/fallback-chrome/FallbackChrome';
import { loadRemoteModule, resetRemote } from './registry';
import { RemoteSlot } from './RemoteSlot';

jest.mock('./registry', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  remoteOf: (id: string) => id.split('/')[0],
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Page({ locale }: { locale: string }) {
  return <h1>Page in {locale}</h1>;
}

function slot(resetKey?: string) {
  return (
    <I18nextProvider i18n={i18n}>
      <RemoteSlot
        id="mf_content/Page"
        props={{ routeId: 'home', locale: 'cs', params: {} }}
        loading={<p>loading</p>}
        fallback={(retry) => <ContentFallback retry={retry} />}
        resetKey={resetKey}
      />
      <footer>rest of the page</footer>
    </I18nextProvider>
  );
}

function renderSlot(resetKey?: string) {
  return render(slot(resetKey));
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    (resetRemote as jest.Mock).mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed module with the props of the contract', async () => {
    load.mockResolvedValue(Page as never);
    renderSlot();
    expect(await screen.findByRole('heading', { name: 'Page in cs' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_content/Page');
  });

  it('shows the fallback when the remote is down, keeps the rest, and retries on request', async () => {
    load.mockRejectedValueOnce(new Error('Remote mf_content could not be loaded')).mockResolvedValueOnce(Page as never);
    renderSlot();
    expect(await screen.findByText('Obsah stránky se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(resetRemote).toHaveBeenCalledWith('mf_content');
    expect(await screen.findByRole('heading', { name: 'Page in cs' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue((() => {
      throw new Error('render bug');
    }) as never);
    renderSlot();
    expect(await screen.findByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });

  it('shows the loading state while the module loads', async () => {
    let resolve: (value: never) => void = () => undefined;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    renderSlot();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve(Page as never));
    expect(await screen.findByRole('heading')).toHaveTextContent('Page in cs');
  });

  it('tries again by itself when the page changes after a failure', async () => {
    let broken = true;
    load.mockResolvedValue((() => {
      if (broken) throw new Error('bad data on this page');
      return <h1>Next page</h1>;
    }) as never);
    const view = renderSlot('/hledani');
    expect(await screen.findByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
    broken = false;
    view.rerender(slot('/virtualni-sidla'));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(resetRemote).not.toHaveBeenCalled(); // it loaded fine; only rendering failed
  });
});
