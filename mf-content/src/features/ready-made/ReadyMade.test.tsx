import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from 'shared';
import { http, HttpResponse, renderWithProviders, requests, server } from 'shared/testing';
import { contentItem, pageAnswer } from '../../common/testing/answers';
import { formatDate, tableFor, toCompanyRow } from './api';
import ReadyMadePage, { loader as readyMadePageLoader } from './ReadyMadePage';

const ROW = {
  id: 2,
  name: 'Beta Trade s.r.o.',
  ic: '29134471',
  city: 'Brno',
  capital: 200000,
  established: '2021-09-02',
  price: 54900,
  oldPrice: 59900,
  special: true,
  reserved: false,
  note: 'Bez dluhů.',
};
const FREE = contentItem('readymade-company', { ...ROW, title: ROW.name, kind: 'sro' as const });
const TAKEN = { ...FREE, id: 3, name: 'Gama s.r.o.', special: false, oldPrice: null, reserved: true };

describe('ready-made companies', () => {
  it('maps rows and routes', () => {
    expect(toCompanyRow(FREE)).toEqual(ROW);
    expect(toCompanyRow(contentItem('readymade-company', { id: 9, title: 'X a.s.', reserved: false }))).toMatchObject({
      name: 'X a.s.',
      established: null,
      capital: null,
      special: false,
      reserved: false,
    });
    expect(formatDate('2021-09-02', 'cs')).toBe('2. 9. 2021');
    expect(tableFor('readyMadeType', { type: 'as' })).toEqual({ key: 'readyMade', kind: 'as' });
    expect(tableFor('readyMadeType', { type: 'xx' })).toBeNull();
    expect(tableFor('readyMadeStartup', {})).toEqual({ key: 'readyMadeStartup', kind: 'startup' });
  });

  it('shows the table of a type with a reserved row, books a company and reloads when it is reserved', async () => {
    server.use(
      http.get('*/api/content/page/key/readyMade', () => HttpResponse.json(pageAnswer({ id: 1, title: 'Ready-made' }))),
      http.get('*/api/readymade', () => HttpResponse.json({ data: [FREE, TAKEN], meta: { total: 2 } })),
    );
    const emit = jest.spyOn(bus, 'emit');
    renderWithProviders(<ReadyMadePage routeId="readyMadeType" locale="cs" params={{ type: 'sro' }} />, {
      loader: readyMadePageLoader,
      path: '/ready-made-spolecnosti/sro',
    });
    const row = (await screen.findByRole('rowheader', { name: 'Beta Trade s.r.o.' })).closest('tr')!;
    expect(requests({ path: '/api/readymade' })[0]?.query.get('kind')).toBe('sro');
    // The type shown is the current page of the types' navigation, the others are not.
    const types = screen.getByRole('navigation', { name: 'Typ společnosti' });
    expect(within(types).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/ready-made-spolecnosti/sro');
    expect(within(types).getAllByRole('link')).toHaveLength(5);
    expect(within(row).getByText('54 900 Kč')).toBeInTheDocument();
    expect(within(row).getByRole('deletion')).toHaveTextContent('59 900 Kč');
    expect(within(row).getByText('2. 9. 2021')).toBeInTheDocument();
    const taken = screen.getByRole('rowheader', { name: 'Gama s.r.o.' }).closest('tr')!;
    expect(within(taken).getByText('Rezervováno')).toBeInTheDocument();
    expect(within(taken).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(row).getByRole('link', { name: 'Rezervovat: Beta Trade s.r.o.' }));
    expect(emit).toHaveBeenCalledWith('modal:open', {
      type: 'readymade',
      itemId: 2,
      itemName: 'Beta Trade s.r.o.',
      title: 'Rezervace ready-made společnosti',
    });
    act(() => bus.emit('readymade:reserved', { id: 2 }));
    await screen.findByRole('rowheader', { name: 'Beta Trade s.r.o.' });
    expect(requests({ path: '/api/readymade' })).toHaveLength(2);
    emit.mockRestore();
  });
});
