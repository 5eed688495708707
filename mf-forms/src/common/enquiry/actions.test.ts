import { ENQUIRY_TYPES, KEPT_FILE_FIELD } from 'shared';
import { enquiryPayload } from './actions';

const FILE = {
  id: '0b9f6c36-8a5e-4f57-9d7b-2b1c1a4f0e11',
  name: 'vypis.pdf',
  size: 2048,
  mime: 'application/pdf',
  format: 'file' as const,
};

/** The fields a filled-in enquiry form posts (as the browser's scripts and a plain post both send them). */
function posted(item: Record<string, string>, extra: [string, string][] = []): FormData {
  const fields = new FormData();
  const entries: [string, string][] = [
    ['form', 'enquiry'],
    ...Object.entries(item),
    ['startedAt', '1000'],
    ['website', ''],
    ['firstname', 'Jana Nováková'],
    ['email', 'jana@firma.cz'],
    ['phonePrefix', '+420'],
    ['phone', '777 123 456'],
    ['request', 'Potřebuji pomoc.'],
    ['agreement', 'on'],
    ...extra,
  ];
  for (const [name, value] of entries) fields.append(name, value);
  return fields;
}

describe('enquiryPayload', () => {
  it.each(ENQUIRY_TYPES.filter((type) => type !== 'contact-form'))(
    'sends a %s enquiry with its item, the ticked services, the files once each and the filling time',
    (type) => {
      const fields = posted({ type, itemId: '8', itemName: 'Předmět poptávky' }, [
        ['otherServices', 'Účetnictví'],
        ['virtualPlace', 'on'],
        [KEPT_FILE_FIELD, JSON.stringify(FILE)],
        [KEPT_FILE_FIELD, JSON.stringify(FILE)],
        [KEPT_FILE_FIELD, '{not json'],
      ]);
      expect(enquiryPayload(fields, 5321)).toEqual({
        firstname: 'Jana Nováková',
        email: 'jana@firma.cz',
        phone: '+420777123456',
        files: [FILE],
        agreement: true,
        website: '',
        fillMs: 4321,
        content: {
          type,
          id: 8,
          // The item is the subject; typed free text is not offered for it, so it is not sent.
          name: 'Předmět poptávky',
          otherServices: ['Účetnictví'],
          ...(type === 'readymade' ? { virtualPlace: true } : {}),
        },
      });
    },
  );

  it('sends the typed text as the subject of a contact-form enquiry, with no item id', () => {
    const payload = enquiryPayload(posted({ type: 'contact-form', itemId: '', itemName: '' }), 9000);
    expect(payload.content).toEqual({ type: 'contact-form', id: null, name: 'Potřebuji pomoc.', otherServices: [] });
  });

  it('sends no consent it was not given, and no filling time when the form did not say when it appeared', () => {
    const fields = posted({ type: 'liquidation', itemId: '', itemName: '' });
    fields.delete('agreement');
    fields.set('startedAt', 'soon');
    const payload = enquiryPayload(fields, 9000);
    expect(payload.agreement).toBe(false);
    expect(payload).not.toHaveProperty('fillMs');
    // An item the form does not name: the typed text is the subject.
    expect(payload.content.name).toBe('Potřebuji pomoc.');
  });

  it('makes an unknown type a contact-form enquiry and keeps an item id that is not a number as text', () => {
    const payload = enquiryPayload(posted({ type: 'newsletter', itemId: 'cy-01', itemName: '' }), 9000);
    expect(payload.content).toMatchObject({ type: 'contact-form', id: 'cy-01' });
  });
});
