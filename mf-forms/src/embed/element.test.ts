import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared';
import { http, HttpResponse, requests, server } from 'shared/testing';
import { createEnquiryWidget, propsOfAttributes } from '../features/enquiry-widget/mountWidget';
import { defineEnquiryForm, StyleSheets, type FormModule } from './element';

const SITE = 'https://www.sidlopartner.cz';
const load = jest.fn(async (): Promise<FormModule> => ({ createEnquiryWidget, propsOfAttributes }));
defineEnquiryForm({ load, siteUrl: SITE, styles: new StyleSheets(), failure: () => 'Formulář se nepodařilo načíst.' });

let nextId = 500;
beforeEach(() => {
  server.use(http.post('*/api/user-request/save', () => HttpResponse.json({ id: ++nextId, success: true })));
});
afterEach(() => {
  document.body.replaceChildren();
  configureApi({ baseURL: '' });
});

/** An `<enquiry-form>` with these attributes, put on the page. */
function embed(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('enquiry-form');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Queries inside the element's shadow root, once the form is there. */
async function formOf(element: HTMLElement) {
  const inside = within(element.shadowRoot!.querySelector('div')!);
  await inside.findByRole('form');
  return inside;
}

describe('<enquiry-form>', () => {
  it('renders the form in its own shadow root, sends to the site and fires enquiry-sent with the id', async () => {
    const user = userEvent.setup();
    // A host page's own login token in its storage is never read or sent.
    localStorage.setItem('auth-token', 'token-of-the-host-page');
    const element = embed({ lang: 'en', type: 'virtual-place', 'item-name': 'Virtual office Brno', 'item-id': '7' });
    const sent = jest.fn();
    element.addEventListener('enquiry-sent', (event) => sent((event as CustomEvent).detail));
    const form = await formOf(element);

    expect(element.shadowRoot).not.toBeNull();
    expect(element.querySelector('form')).toBeNull(); // nothing in the host page's own DOM
    expect(form.getByText('Virtual office Brno')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Full name/), 'Anna Smith');
    await user.type(form.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.click(form.getByRole('checkbox', { name: /processing of my personal data/ }));
    await user.click(form.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: nextId }));
    const [request] = requests({ method: 'POST', path: '/api/user-request/save' });
    expect(request!.headers.get('authorization')).toBeNull();
    expect(request!.body).toMatchObject({
      firstname: 'Anna Smith',
      content: { type: 'virtual-place', id: 7, name: 'Virtual office Brno' },
    });
    expect(request!.origin).toBe(SITE);
    expect(Object.keys(sessionStorage)).toEqual([]);
    localStorage.clear();
  });

  it('follows attribute changes, unmounts when removed, and works twice on one page', async () => {
    const user = userEvent.setup();
    const first = embed({ type: 'liquidation', 'item-name': 'Likvidace s.r.o.' });
    const second = embed();
    const one = await formOf(first);
    const two = await formOf(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(one.getByText('Likvidace s.r.o.')).toBeInTheDocument();

    await act(async () => first.setAttribute('lang', 'en'));
    expect(one.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    await act(async () => first.setAttribute('item-name', 'Liquidation of a limited company'));
    expect(one.getByText('Liquidation of a limited company')).toBeInTheDocument();

    // The second form sends on its own.
    const sent = jest.fn();
    second.addEventListener('enquiry-sent', sent);
    await user.type(two.getByLabelText(/Jméno a příjmení/), 'Petr Druhý');
    await user.click(two.getByRole('button', { name: 'Odeslat poptávku' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));

    act(() => first.remove());
    expect(first.shadowRoot!.querySelector('form')).toBeNull();
    expect(two.getByRole('form')).toBeInTheDocument();
  });

  it('tells the integrator about an attribute it cannot use, and still shows a working form', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = embed({ type: 'pizza', lang: 'de' });
    const form = await formOf(element);
    expect(warn).toHaveBeenCalledWith('<enquiry-form>: type="pizza" is not an enquiry type; using contact-form.');
    expect(warn).toHaveBeenCalledWith('<enquiry-form>: lang="de" is not cs or en; the form is in Czech.');
    expect(form.getByLabelText('Váš požadavek')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('says so in the element when the form cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    defineEnquiryForm(
      {
        load: () => Promise.reject(new Error('offline')),
        siteUrl: SITE,
        styles: new StyleSheets(),
        failure: (lang) => (lang === 'en' ? 'The form could not be loaded.' : 'Formulář se nepodařilo načíst.'),
      },
      'broken-enquiry-form',
    );
    const element = document.createElement('broken-enquiry-form');
    element.setAttribute('lang', 'en');
    document.body.append(element);
    await waitFor(() =>
      expect(element.shadowRoot!.querySelector('[role="alert"]')).toHaveTextContent('The form could not be loaded.'),
    );
    error.mockRestore();
  });
});

describe('StyleSheets', () => {
  it('links every style sheet of the form into every shadow root, present and future', () => {
    const styles = new StyleSheets();
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    styles.attach(root);
    styles.add('https://www.sidlopartner.cz/remotes/mf-forms/chunks/1.css');
    styles.add('https://www.sidlopartner.cz/remotes/mf-forms/chunks/1.css');
    const later = document.createElement('div').attachShadow({ mode: 'open' });
    styles.attach(later);
    for (const each of [root, later]) {
      expect([...each.querySelectorAll('link')].map((link) => link.href)).toEqual([
        'https://www.sidlopartner.cz/remotes/mf-forms/chunks/1.css',
      ]);
    }
  });
});
