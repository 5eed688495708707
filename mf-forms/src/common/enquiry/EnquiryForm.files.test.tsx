import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { applyLocale, I18nextProvider, i18n, pageRouteAction } from 'shared';
import { apiError, chooseFiles, http, HttpResponse, requests, server } from 'shared/testing';
import { actions } from './actions';
import { EnquiryForm } from './EnquiryForm';
import { fillBasics, onSave, saves, submit, renderForm } from './enquiryTesting';

const UUID = '0b9f6c36-8a5e-4f57-9d7b-2b1c1a4f0e11';

/** A stored attachment as `POST /api/filemanager/upload/file` describes it. */
const stored = (name: string, size: number, id = UUID) => ({ id, name, size, mime: 'application/pdf', format: 'file' });

beforeEach(() => {
  applyLocale('cs');
  window.dataLayer = [];
  onSave(() => HttpResponse.json({ id: 1, success: true }));
});

const uploads = () => requests({ method: 'POST', path: '/api/filemanager/upload/file' });

describe('EnquiryForm attachments', () => {
  it('uploads each attachment as multipart with format[], keeps the first descriptor and sends it', async () => {
    const user = userEvent.setup();
    const descriptor = stored('vypis.pdf', 2048);
    const ignored = stored('jiny.pdf', 1, '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    server.use(http.post('*/api/filemanager/upload/file', () => HttpResponse.json([descriptor, ignored])));
    renderForm(<EnquiryForm type="contact-form" />);
    const file = new File(['%PDF-1.4'.repeat(256)], 'vypis.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Přílohy/), file);

    await waitFor(() => expect(screen.getByText('Nahráno')).toBeInTheDocument());
    const [upload] = uploads();
    expect(upload!.query.get('lang')).toBe('cs');
    expect(upload!.body).toMatchObject({ 'format[]': 'file' });
    expect((upload!.body as { file: File }).file.name).toBe('vypis.pdf');
    const item = screen.getByText('vypis.pdf').closest('li')!;
    expect(item).toHaveTextContent(/2\s?kB/);

    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as { files: unknown[] }).files).toEqual([descriptor]);
  });

  it('shows an error at a rejected file, does not send it and lets the visitor remove it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/filemanager/upload/file', () =>
        apiError(415, 'unsupported_media_type', 'Unsupported Media Type'),
      ),
    );
    renderForm(<EnquiryForm type="contact-form" />);
    await user.upload(
      screen.getByLabelText(/Přílohy/),
      new File(['PK'], 'podklady.odt', { type: 'application/vnd.oasis.opendocument.text' }),
    );
    const item = (await screen.findByText('Tento typ souboru nelze nahrát.')).closest('li')!;
    expect(within(item).getByText('podklady.odt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Odebrat soubor podklady.odt' }));
    expect(screen.queryByText('podklady.odt')).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as { files: unknown[] }).files).toEqual([]);
  });

  it('counts an upload answer of another shape as a failed upload and sends no descriptor', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/filemanager/upload/file', () => HttpResponse.json([{ id: UUID, name: 'a.pdf' }])));
    renderForm(<EnquiryForm type="contact-form" />);
    await user.upload(screen.getByLabelText(/Přílohy/), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Soubor se nepodařilo nahrát. Zkuste to prosím znovu.')).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as { files: unknown[] }).files).toEqual([]);
  });

  it('refuses a file over 10 MB without uploading it', async () => {
    const user = userEvent.setup();
    renderForm(<EnquiryForm type="contact-form" />);
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText(/Přílohy/), big);
    expect(await screen.findByText('Soubor je příliš velký (max. 10 MB).')).toBeInTheDocument();
    expect(uploads()).toHaveLength(0);
  });

  it('uploads at most five files and lists the ones beyond the limit as refused', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/filemanager/upload/file', () => HttpResponse.json([stored('a.pdf', 1)])));
    renderForm(<EnquiryForm type="contact-form" />);
    const files = [1, 2, 3, 4, 5, 6].map((n) => new File(['x'], `priloha-${n}.pdf`, { type: 'application/pdf' }));
    await user.upload(screen.getByLabelText(/Přílohy/), files);
    await waitFor(() => expect(screen.getAllByText('Nahráno')).toHaveLength(5));
    expect(uploads()).toHaveLength(5);
    const refused = screen.getByText('priloha-6.pdf').closest('li')!;
    expect(within(refused).getByRole('alert')).toHaveTextContent('Přiložit lze nejvýše 5 souborů.');
    expect(screen.getByLabelText(/Přílohy/)).toBeDisabled();
  });

  it('uploads, lists and sends a file chosen in the server markup before the page hydrated', async () => {
    const user = userEvent.setup();
    const descriptor = stored('zadani.pdf', 4);
    server.use(http.post('*/api/filemanager/upload/file', () => HttpResponse.json([descriptor])));
    // The page as the server renders it and as the browser hydrates it: a route whose action is the form's.
    const route = {
      path: '/kontaktni-formular',
      element: <EnquiryForm type="contact-form" />,
      action: pageRouteAction(async (form) => (form === 'enquiry' ? actions.enquiry : null)),
    };
    const page = () => (
      <I18nextProvider i18n={i18n}>
        <RouterProvider
          router={createMemoryRouter([route, { path: '/dekujeme', element: null }], {
            initialEntries: ['/kontaktni-formular'],
          })}
        />
      </I18nextProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    const early = new File(['%PDF'], 'zadani.pdf', { type: 'application/pdf' });
    chooseFiles(container.querySelector<HTMLInputElement>('input[type=file]')!, [early]);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page());
    });
    // The filling time counts from the page's first paint (here the page's start: the test's
    // browser reports no paint), not from hydration: typing before the scripts ran is filling too.
    expect(Number(container.querySelector<HTMLInputElement>('input[name=startedAt]')!.value)).toBe(
      Math.round(performance.timeOrigin),
    );
    const item = (await screen.findByText('Nahráno')).closest('li')!;
    expect(item).toHaveTextContent('zadani.pdf');
    expect((uploads()[0]!.body as { file: File }).file.name).toBe('zadani.pdf');

    await fillBasics(user);
    await user.click(screen.getByRole('checkbox', { name: /zpracováním osobních údajů/ }));
    await submit(user);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as { files: unknown[] }).files).toEqual([descriptor]);
    expect(uploads()).toHaveLength(1);
    act(() => root?.unmount());
    container.remove();
  });
});
