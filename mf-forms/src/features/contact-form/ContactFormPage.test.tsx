import { act, screen } from '@testing-library/react';
import { applyLocale, usePosted, useSettings } from 'shared';
import { formPost, renderWithProviders } from 'shared/testing';
import ContactFormPage, { actions } from './ContactFormPage';

beforeEach(() => {
  applyLocale('cs');
  useSettings.setState({ settings: {} });
});

describe('ContactFormPage', () => {
  it('shows the heading, the enquiry form and the brand contact details', () => {
    renderWithProviders(<ContactFormPage routeId="contactForm" locale="cs" params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kontaktní formulář' })).toBeInTheDocument();
    expect(document.title).toBe('Kontaktní formulář | Sídlo Partner');
    expect(screen.getByRole('form', { name: 'Poptávkový formulář' })).toBeInTheDocument();
    expect(screen.getByLabelText('Váš požadavek')).toBeInTheDocument();
    expect(screen.getByText(/Rohanské nábřeží 678\/29/)).toBeInTheDocument();
    expect(screen.getByText(/Šumavská 416\/15/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@sidlopartner.cz' })).toHaveAttribute(
      'href',
      'mailto:info@sidlopartner.cz',
    );
    expect(screen.getByRole('link', { name: '+420 222 555 010' })).toHaveAttribute('href', 'tel:+420222555010');
    expect(screen.getByRole('link', { name: '+420 541 555 020' })).toHaveAttribute('href', 'tel:+420541555020');
  });

  it('prefers the contacts from the settings, with their HTML sanitised', () => {
    useSettings.setState({
      settings: {
        contacts: {
          branches: [
            {
              type: 'branch',
              title: 'Praha – Karlín',
              address: '<p>Rohanské nábřeží 678/29<script>alert(1)</script></p>',
            },
          ],
          people: [],
          email: 'praha@sidlopartner.cz',
          phones: [{ label: 'Praha', number: '+420 222 555 010' }],
        },
      },
    });
    const { container } = renderWithProviders(<ContactFormPage routeId="contactForm" locale="cs" params={{}} />);
    expect(screen.getByRole('heading', { name: 'Praha – Karlín' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'praha@sidlopartner.cz' })).toBeInTheDocument();
  });

  it('is in English on the English route', () => {
    applyLocale('en');
    renderWithProviders(<ContactFormPage routeId="contactForm" locale="en" params={{}} />, {
      path: '/en/contact-form',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prague' })).toBeInTheDocument();
  });

  it('shows the form of the item an enquiry button led here with (the page without scripts)', () => {
    renderWithProviders(<ContactFormPage routeId="contactForm" locale="cs" params={{}} />, {
      path: '/kontaktni-formular?type=readymade&id=5&name=Beta%20Trade%20s.r.o.&service=Virtu%C3%A1ln%C3%AD%20s%C3%ADdlo',
    });
    const form = screen.getByRole('form', { name: 'Poptávkový formulář' });
    expect(form).toHaveTextContent('Beta Trade s.r.o.');
    expect(screen.queryByLabelText('Váš požadavek')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Virtuální sídlo' })).toBeInTheDocument();
    expect(form.querySelector('input[name=type]')).toHaveValue('readymade');
    expect(form.querySelector('input[name=itemId]')).toHaveValue('5');
  });

  it('ignores an unknown type in the address', () => {
    renderWithProviders(<ContactFormPage routeId="contactForm" locale="cs" params={{}} />, {
      path: '/kontaktni-formular?type=nonsense&name=X',
    });
    expect(screen.getByLabelText('Váš požadavek')).toBeInTheDocument();
  });

  it('answers a draft posted from elsewhere (the calculator, without scripts) with its form holding the request, sending nothing', async () => {
    const request = 'Ocenění firmy – Tržby: 12000; pravděpodobná cena 9 000 000 Kč.';
    const fields = new FormData();
    fields.append('form', 'enquiry-draft');
    fields.append('request', request);
    const outcome = await actions['enquiry-draft']!(formPost(fields, '/kontaktni-formular'));
    if (outcome.status !== 'answered') throw new Error(`answered expected, got ${outcome.status}`);
    act(() => usePosted.setState({ posted: outcome.posted }));
    renderWithProviders(<ContactFormPage routeId="contactForm" locale="cs" params={{}} />, {
      path: '/kontaktni-formular',
    });
    expect(screen.getByLabelText('Váš požadavek')).toHaveValue(request);
    // A draft, not a failure: no error is shown.
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => usePosted.setState({ posted: null }));
  });
});
