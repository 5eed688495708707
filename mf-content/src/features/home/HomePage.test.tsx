import { fireEvent, screen, within } from '@testing-library/react';
import { bus } from 'shared';
import { renderWithProviders } from 'shared/testing';
import HomePage from './HomePage';

beforeEach(() => {
  window.dataLayer = [];
});

describe('HomePage', () => {
  it('shows the Czech home page with tiles linking to Czech paths', async () => {
    renderWithProviders(<HomePage routeId="home" locale="cs" params={{}} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Virtuální sídla a služby pro vaši firmu' }),
    ).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Naše služby' });
    expect(within(services).getByRole('link', { name: 'Virtuální sídla' })).toHaveAttribute('href', '/virtualni-sidla');
    expect(within(services).getByRole('link', { name: 'Založení společnosti' })).toHaveAttribute(
      'href',
      '/zalozeni-spolecnosti',
    );
    expect(within(services).getByRole('link', { name: 's.r.o.' })).toHaveAttribute('href', '/zalozeni-spolecnosti-sro');
    expect(within(services).getByRole('link', { name: 'Ready-made společnosti' })).toHaveAttribute(
      'href',
      '/ready-made-spolecnosti',
    );
    expect(within(services).getByRole('link', { name: 'Likvidace společnosti' })).toHaveAttribute(
      'href',
      '/likvidace-spolecnosti',
    );
    expect(within(services).getByRole('link', { name: 'Zasedací místnosti' })).toHaveAttribute(
      'href',
      '/pronajem-zasedacich-mistnosti',
    );
    expect(within(services).getByRole('link', { name: 'Kalkulačka hodnoty firmy' })).toHaveAttribute(
      'href',
      '/kalkulacka-hodnoty-firmy',
    );
    expect(screen.getByText(/Praha od 790 Kč/)).toBeInTheDocument();
    expect(screen.getByText('od 44 500 Kč')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vybrat virtuální sídlo' })).toHaveAttribute('href', '/virtualni-sidla');
    expect(screen.getByText('Všechny uvedené ceny jsou bez DPH.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Krátká schůzka' })).toBeInTheDocument();
    expect(document.title).toBe('Virtuální sídla, založení společnosti a korporátní služby | Sídlo Partner');
  });

  it('shows the English home page with tiles linking to English paths', async () => {
    renderWithProviders(<HomePage routeId="home" locale="en" params={{}} />, { path: '/en' });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Virtual registered offices and services for your company',
      }),
    ).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Our services' });
    expect(within(services).getByRole('link', { name: 'Virtual registered offices' })).toHaveAttribute(
      'href',
      '/en/virtual-headquarters',
    );
    expect(within(services).getByRole('link', { name: 'Company liquidation' })).toHaveAttribute(
      'href',
      '/en/company-liquidation',
    );
    expect(within(services).getByRole('link', { name: 'Foreign and offshore companies' })).toHaveAttribute(
      'href',
      '/en/foreign-companies',
    );
    expect(within(services).getByRole('link', { name: 'Smart Point' })).toHaveAttribute('href', '/en/smartpoint');
    expect(within(services).getByRole('link', { name: 'Trust fund' })).toHaveAttribute(
      'href',
      '/en/company-establishment-fund',
    );
    expect(screen.getByText('transfer from CZK 45,900')).toBeInTheDocument();
    expect(screen.getByText('on the Czech market')).toBeInTheDocument();
  });

  it.each([
    ['cs', 'Zeptejte se nás', 'Zeptejte se nás'],
    ['en', 'Ask us', 'Ask us a question'],
  ] as const)('Ask (%s) opens the contact-form modal and pushes contact_ask', async (locale, button, title) => {
    const opened = jest.fn();
    const off = bus.on('modal:open', opened);
    renderWithProviders(<HomePage routeId="home" locale={locale} params={{}} />, {
      path: locale === 'en' ? '/en' : '/',
    });

    fireEvent.click(await screen.findByRole('button', { name: button }));

    expect(opened).toHaveBeenCalledWith({ type: 'contact-form', title });
    expect(window.dataLayer).toContainEqual({ event: 'contact_ask', source: 'home' });
    off();
  });

  it('answers frequent questions and names the organisation and the questions as structured data', async () => {
    renderWithProviders(<HomePage routeId="home" locale="cs" params={{}} />);
    const faq = await screen.findByRole('region', { name: 'Časté dotazy' });
    const questions = within(faq)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(questions).toContain('Jak rychle získám souhlas se sídlem?');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data.map((d) => d['@type'])).toEqual(['Organization', 'FAQPage']);
    const [organization, faqPage] = data;
    const places = organization?.location as { address: { addressLocality: string }; telephone: string }[];
    expect(places.map((p) => p.address.addressLocality)).toEqual([
      expect.stringContaining('Praha'),
      expect.stringContaining('Brno'),
    ]);
    expect(places.every((p) => /^\+420/.test(p.telephone))).toBe(true);
    const entities = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(entities.map((q) => q.name)).toEqual(questions);
    expect(entities.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Virtuální sídlo od 500 Kč'),
    );
  });
});
