import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from 'shared/testing';
import { ContentFallback } from '../features/fallback-chrome/FallbackChrome';
import { loadRemoteModule } from './modules';
import { resetRemote } from './registry';
import { RemoteSlot } from './RemoteSlot';

jest.mock('./modules', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('./registry', () => ({
  resetRemote: jest.fn(),
  remoteOf: (id: string) => id.split('/')[0],
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Page({ locale }: { locale: string }) {
  return <h1>Page in {locale}</h1>;
}

function slot(resetKey?: string) {
  return (
    <>
      <RemoteSlot
        id="mf_content/Page"
        props={{ routeId: 'home', locale: 'cs', params: {} }}
        loading={<p>loading</p>}
        fallback={(retry) => <ContentFallback retry={retry} />}
        resetKey={resetKey}
      />
      <footer>rest of the page</footer>
    </>
  );
}

function renderSlot(resetKey?: string) {
  return renderWithProviders(slot(resetKey));
}

/** The shell's page slot: its resetKey follows the page path, which a link here changes. */
function PageSlot() {
  const [path, setPath] = useState('/hledani');
  return (
    <>
      <button type="button" onClick={() => setPath('/virtualni-sidla')}>
        go to another page
      </button>
      {slot(path)}
    </>
  );
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
    renderWithProviders(<PageSlot />);
    expect(await screen.findByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'go to another page' }));
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(resetRemote).not.toHaveBeenCalled(); // it loaded fine; only rendering failed
  });
});
