import { http, HttpResponse } from 'shared/testing';
import type { AdminEnquiryDetail, AdminEnquiryList, AdminEnquiryRow } from 'shared/validation';

/*
 * Answers of the staff API for the inbox's tests, in the API's own shapes (the client validates
 * them with the API's response schemas).
 */

export const STAFF = { id: 2, email: 'staff@example.com', name: 'Recepce', scope: ['user', 'staff'] };

export function row(id: number, extra: Partial<AdminEnquiryRow> = {}): AdminEnquiryRow {
  return {
    id,
    type: 'virtual-place',
    item_name: 'Praha 1 – Václavské náměstí',
    name: `Zákazník ${id}`,
    email: `zakaznik${id}@example.com`,
    phone: '+420777123456',
    created_at: `2026-11-24T0${id % 10}:00:00.000Z`,
    status: 'new',
    ...extra,
  };
}

export function listOf(rows: AdminEnquiryRow[], newCount = rows.filter((r) => r.status === 'new').length) {
  const list: AdminEnquiryList = { data: rows, meta: { total: rows.length, limit: 20, offset: 0, newCount } };
  return list;
}

export function detailOf(extra: Partial<AdminEnquiryDetail['data']> = {}): AdminEnquiryDetail {
  return {
    data: {
      ...row(5, { name: 'Jana Nováková', email: 'jana.novakova@example.com', type: 'readymade' }),
      item_name: 'Danube Capital SE',
      locale: 'cs',
      site_url: 'http://127.0.0.1:8080/ready-made-spolecnosti',
      received_as: 'new',
      note: '',
      content: {
        type: 'readymade',
        id: 4,
        name: 'Danube Capital SE',
        otherServices: ['Účetnictví'],
        virtualPlace: true,
      },
      files: [{ id: '0b0d1b8e-6a55-4f55-9c3e-2a1f2f0a9d10', name: 'výpis.pdf', mime: 'application/pdf', size: 24_500 }],
      reservation: {
        company_id: 4,
        company_name: 'Danube Capital SE',
        status: 'pending',
        expires_at: '2026-11-26T09:00:00.000Z',
      },
      history: [],
      ...extra,
    },
  };
}

/** The list answers `rows`, whatever the query. */
export const listAnswer = (list: AdminEnquiryList) => http.get('*/api/admin/enquiries', () => HttpResponse.json(list));
