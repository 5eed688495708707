import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAlternates } from 'shared';
import type { BlogPost } from 'shared/validation';
import { http, HttpResponse, renderWithProviders, server } from 'shared/testing';
import { contentItem, list, pageAnswer } from '../../common/testing/answers';
import BlogPage, { loader as blogPageLoader } from './BlogPage';
import PostPage, { loader as postPageLoader } from './PostPage';

const post = (id: number, extra: Partial<BlogPost> = {}) =>
  contentItem('blog-post', {
    id,
    slug: `clanek-${id}`,
    title: `Článek ${id}`,
    perex: `Perex ${id}`,
    publishedAt: '2025-10-14',
    tags: ['DPH'],
    podcast: false,
    categoryIds: [2],
    ...extra,
  });

function mockApi(seen: URL[] = []) {
  server.use(
    http.get('*/api/content/page/key/blog', () =>
      HttpResponse.json(pageAnswer({ id: 23, title: 'Blog', body: '<p>Novinky.</p>' })),
    ),
    http.get('*/api/blog/categories/list', () =>
      HttpResponse.json([
        { id: 1, name: 'Založení firem', slug: 'zalozeni-firem', alternate: null },
        { id: 2, name: 'Virtuální sídla', slug: 'virtualni-sidla', alternate: null },
      ]),
    ),
    http.get('*/api/content/blog-post', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      const posts =
        url.searchParams.get('category') === '2' ? [post(10), post(1)] : [post(12), post(3, { podcast: true })];
      return HttpResponse.json({
        ...list(posts),
        meta: { ...list(posts).meta, total: url.searchParams.get('category') ? 2 : 8 },
      });
    }),
    http.get('*/api/content/blog-post/3', () =>
      HttpResponse.json({
        data: {
          ...post(3, { podcast: true, audioUrl: '/api/media/podcast-3.mp3' }),
          body: '<p>Text epizody.</p><script>alert(1)</script>',
          alternate: { locale: 'en', id: 3, slug: 'episode-3' },
        },
      }),
    ),
  );
}

describe('BlogPage', () => {
  it('shows article cards with tags, date and podcast flag, pages with real links', async () => {
    mockApi();
    renderWithProviders(<BlogPage routeId="blog" locale="cs" params={{}} />, { loader: blogPageLoader, path: '/blog' });
    expect(await screen.findByRole('link', { name: 'Článek 12' })).toHaveAttribute('href', '/blog/12/clanek-12');
    expect(screen.getAllByText('14. října 2025')).toHaveLength(2);
    expect(screen.getByText('Podcast')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('href', '/blog?page=2');
    expect(screen.getByPlaceholderText('Hledat v článcích a podcastech…')).toBeInTheDocument();
  });

  it('filters by the category of the query', async () => {
    const seen: URL[] = [];
    mockApi(seen);
    renderWithProviders(<BlogPage routeId="blog" locale="cs" params={{}} />, {
      loader: blogPageLoader,
      path: '/blog?category=virtualni-sidla',
    });
    expect(await screen.findByRole('link', { name: 'Článek 10' })).toBeInTheDocument();
    expect(seen.at(-1)?.searchParams.get('category')).toBe('2');
    expect(screen.getByRole('link', { name: 'Virtuální sídla' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('navigation', { name: 'Stránkování článků' })).not.toBeInTheDocument();
  });

  it('sends its search to the search page', async () => {
    mockApi();
    server.use(
      http.get('*/api/search', () => HttpResponse.json({ data: [], meta: { q: 'vat', total: 0, locale: 'en' } })),
    );
    renderWithProviders(<BlogPage routeId="blog" locale="en" params={{}} />, {
      loader: blogPageLoader,
      path: '/en/blog',
    });
    const box = await screen.findByRole('searchbox', { name: 'Search the articles' });
    fireEvent.change(box, { target: { value: 'vat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=vat'));
  });
});

describe('PostPage', () => {
  it('shows the sanitised post, its podcast player, related posts and hreflang alternates', async () => {
    mockApi();
    renderWithProviders(<PostPage routeId="blogPost" locale="cs" params={{ id: '3', slug: 'clanek-3' }} />, {
      loader: postPageLoader,
      path: '/blog/3/clanek-3',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Článek 3' })).toBeInTheDocument();
    expect(screen.getByText('Text epizody.')).toBeInTheDocument();
    expect(document.querySelector('article script:not([type])')).toBeNull();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/media/podcast-3.mp3');
    expect(screen.getByRole('link', { name: 'Článek 10' })).toBeInTheDocument();
    // The translation goes to the page's hreflang links (one set per page, x-default among them).
    expect(useAlternates.getState()).toMatchObject({
      forPath: '/blog/3/clanek-3',
      paths: { cs: '/blog/3/clanek-3', en: '/en/blog/3/episode-3' },
    });
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')];
    expect(Object.fromEntries(links.map((link) => [link.hreflang, link.getAttribute('href')]))).toEqual({
      cs: 'http://localhost/blog/3/clanek-3',
      en: 'http://localhost/en/blog/3/episode-3',
      'x-default': 'http://localhost/blog/3/clanek-3',
    });
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type'],
    );
    expect(types).toEqual(['Article', 'BreadcrumbList']);
  });

  it('moves a post reached without its slug or by another one to its own address', async () => {
    mockApi();
    renderWithProviders(<PostPage routeId="blogPost" locale="cs" params={{ id: '3' }} />, {
      loader: postPageLoader,
      path: '/blog/3',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/blog/3/clanek-3'));
  });
});
