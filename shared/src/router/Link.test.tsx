import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Link } from './Link';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p>{`at ${pathname}${search}${hash}`}</p>;
}

/** A router over two pages, each showing where it is and the given links. */
function visit(path: string, links: React.ReactNode) {
  const element = (
    <>
      <Where />
      {links}
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/kosik', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is a plain link to the path, which a click follows through the router', async () => {
    const router = visit('/', <Link to="/kosik?step=order">Košík</Link>);
    const link = screen.getByRole('link', { name: 'Košík' });
    expect(link).toHaveAttribute('href', '/kosik?step=order');
    await userEvent.click(link);
    expect(screen.getByText('at /kosik?step=order')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('keeps the current path for a query alone', async () => {
    visit('/kosik', <Link to="?step=order">Objednat</Link>);
    const link = screen.getByRole('link', { name: 'Objednat' });
    expect(link).toHaveAttribute('href', '/kosik?step=order');
    await userEvent.click(link);
    expect(screen.getByText('at /kosik?step=order')).toBeInTheDocument();
  });

  it('replaces the history entry when asked, or when the link is to the page the visitor is on', async () => {
    const router = visit(
      '/',
      <>
        <Link to="/kosik" replace>
          Nahradit
        </Link>
        <Link to="/">Domů</Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Domů' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('link', { name: 'Nahradit' }));
    expect(screen.getByText('at /kosik')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['with Ctrl (a new tab)', { ctrlKey: true }],
    ['with Shift (a new window)', { shiftKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with the middle button', { button: 1 }],
  ])('leaves a click %s to the browser', (_, init) => {
    visit('/', <Link to="/kosik">Košík</Link>);
    const event = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      ...init,
    });
    screen.getByRole('link', { name: 'Košík' }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('leaves other targets, downloads and other addresses to the browser', () => {
    visit(
      '/',
      <>
        <Link to="/kosik" target="_blank">
          Nová karta
        </Link>
        <Link to="/vop.pdf" download="">
          Podmínky
        </Link>
        <Link to="https://example.com/">Jinam</Link>
        <Link to="#obsah">Na obsah</Link>
      </>,
    );
    for (const name of ['Nová karta', 'Podmínky', 'Jinam', 'Na obsah']) {
      const event = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
      });
      screen.getByRole('link', { name }).dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(screen.getByRole('link', { name: 'Jinam' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.getByRole('link', { name: 'Na obsah' })).toHaveAttribute('href', '#obsah');
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('calls its own click handler first, which may keep the router out', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    visit(
      '/',
      <Link to="/kosik" onClick={onClick}>
        Košík
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Košík' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});
