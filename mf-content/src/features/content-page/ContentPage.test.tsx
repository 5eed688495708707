import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, http, HttpResponse, networkError, renderWithProviders, requests, server } from 'shared/testing';
import ContentPage, { loader as contentPageLoader } from './ContentPage';

const aboutUs = {
  data: {
    id: 2,
    type: 'page',
    locale: 'cs',
    slug: 'o-nas',
    title: 'O nás',
    perex: 'Pomáháme podnikatelům od roku 2001.',
    body: '<p>Jsme <strong>Sídlo Partner</strong>.</p><p><a href="/kontakt">Kontakt</a> · <a href="/vop.pdf">VOP</a></p>',
    sections: [{ heading: 'Naše pobočky', body: '<p>Praha a Brno</p>' }],
    alternate: { locale: 'en', id: 2, slug: 'about-us' },
  },
};

const pageByKey = (answer: () => Response | Promise<Response>) =>
  server.use(http.get('*/api/content/page/key/:key', answer));

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

afterEach(() => {
  delete (window as unknown as { __pwned?: unknown }).__pwned;
});

describe('ContentPage', () => {
  it('shows the page of the route loaded by its key', async () => {
    pageByKey(() => HttpResponse.json(aboutUs));

    const { container } = renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'O nás' })).toBeInTheDocument();
    expect(screen.getByText('Pomáháme podnikatelům od roku 2001.')).toBeInTheDocument();
    expect(screen.getByText('Sídlo Partner', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Naše pobočky' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.title).toBe('O nás | Sídlo Partner');
    const [request] = requests({ path: '/api/content/page/key/aboutUs' });
    expect(request?.query.get('lang')).toBe('cs');
  });

  it('follows internal links inside the content without reloading the page', async () => {
    pageByKey(() => HttpResponse.json(aboutUs));
    renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });

    fireEvent.click(await screen.findByRole('link', { name: 'Kontakt' }));

    // The router commits a navigation as a transition: soon, not within the click.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/kontakt'));
  });

  it('leaves file links and modified clicks to the browser', async () => {
    pageByKey(() => HttpResponse.json(aboutUs));
    renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });
    // What the page left to the browser, recorded after the page's own handling (jsdom cannot navigate).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);

    fireEvent.click(await screen.findByRole('link', { name: 'VOP' }));
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    document.removeEventListener('click', record);

    expect(leftToBrowser).toEqual([true, true, false]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/kontakt'));
  });

  it('sanitises the HTML: no script element, no event handler runs', async () => {
    const hostile = {
      data: {
        ...aboutUs.data,
        body: '<p>Bezpečný text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">odkaz</a>',
        sections: [
          { heading: 'Sekce', body: '<p onclick="window.__pwned = 4">Klikni</p><script>window.__pwned = 5</script>' },
        ],
      },
    };
    pageByKey(() => HttpResponse.json(hostile));

    const { container } = renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });

    expect(await screen.findByText('Bezpečný text')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Klikni'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(screen.getByText('odkaz').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('shows an error with a retry when loading fails, the loading state while it loads again, then the page', async () => {
    let fail = true;
    const answer = gate();
    pageByKey(async () => {
      if (fail) return networkError();
      await answer.opened;
      return HttpResponse.json(aboutUs);
    });

    renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Obsah stránky se nepodařilo načíst.');
    const retry = screen.getByRole('button', { name: 'Zkusit znovu' });
    expect(retry).toHaveFocus();

    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Načítáme obsah stránky…')).toBeInTheDocument();
    await act(async () => answer.open());

    expect(await screen.findByRole('heading', { level: 1, name: 'O nás' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error state, not "not found", when the server fails', async () => {
    pageByKey(() => apiError(500, 'internal_error', 'Internal Server Error'));
    renderWithProviders(<ContentPage routeId="aboutUs" locale="en" params={{}} />, {
      loader: contentPageLoader,
      path: '/en/about-us',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The page content could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'This page could not be found' })).toBeNull();
  });

  it('shows the not-found state when the API has no such page', async () => {
    pageByKey(() => apiError(404, 'not_found', 'Content not found'));
    renderWithProviders(<ContentPage routeId="career" locale="en" params={{}} />, {
      loader: contentPageLoader,
      path: '/en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('shows the not-found state when the answer has nothing to show', async () => {
    pageByKey(() => HttpResponse.json({ data: { ...aboutUs.data, id: 5, title: '' } }));
    renderWithProviders(<ContentPage routeId="career" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/kariera',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
  });

  it('shows the error state, never a half-rendered page, when the answer has another shape', async () => {
    // The sections as one text instead of a list of headings and bodies: not the API's contract.
    pageByKey(() => HttpResponse.json({ data: { ...aboutUs.data, sections: '<h2>Naše pobočky</h2>' } }));
    renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Obsah stránky se nepodařilo načíst.');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText('Pomáháme podnikatelům od roku 2001.')).toBeNull();
    expect(requests({ path: '/api/content/page/key/aboutUs' })).toHaveLength(1);
  });

  it('shows the questions of a page that has them, with the organisation and FAQPage data on the contact page', async () => {
    pageByKey(() =>
      HttpResponse.json({
        data: {
          id: 3,
          type: 'page',
          locale: 'en',
          slug: 'contact',
          title: 'Contact',
          perex: 'Visit us in Prague or Brno.',
          metaDescription: 'Sídlo Partner contacts in Prague and Brno.',
          body: '<p>We are here for you.</p>',
          faq: [
            { question: 'Can we meet online?', answer: 'Yes, the first meeting can be a video call.' },
            { question: 'Incomplete', answer: ' ' },
          ],
          alternate: { locale: 'cs', id: 3, slug: 'kontakt' },
        },
      }),
    );
    renderWithProviders(<ContentPage routeId="contact" locale="en" params={{}} />, {
      loader: contentPageLoader,
      path: '/en/contact',
    });
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(faq).toHaveTextContent('Can we meet online?Yes, the first meeting can be a video call.');
    expect(screen.queryByText('Incomplete')).toBeNull();
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'FAQPage']);
    expect(data[1]?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Can we meet online?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, the first meeting can be a video call.' },
      },
    ]);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sídlo Partner contacts in Prague and Brno.',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/en/contact');
  });

  it('gives a page without questions neither a FAQ section nor FAQPage data', async () => {
    pageByKey(() => HttpResponse.json(aboutUs));
    renderWithProviders(<ContentPage routeId="aboutUs" locale="cs" params={{}} />, {
      loader: contentPageLoader,
      path: '/o-nas',
    });
    await screen.findByRole('heading', { level: 1, name: 'O nás' });
    expect(screen.queryByRole('region', { name: 'Časté dotazy' })).toBeNull();
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Pomáháme podnikatelům od roku 2001.',
    );
  });
});
