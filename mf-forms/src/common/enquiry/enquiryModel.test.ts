import { ENQUIRY_TYPES } from 'shared';
import { draftKey, emptyValues, enquiryPayload, isDraftEmpty } from './enquiryModel';

const FILE = {
  id: '0b9f6c36-8a5e-4f57-9d7b-2b1c1a4f0e11',
  name: 'vypis.pdf',
  size: 2048,
  mime: 'application/pdf',
  format: 'file' as const,
};
const filled = {
  ...emptyValues('contact-form', '', '+420'),
  firstname: 'Jana Nováková',
  email: 'jana@firma.cz',
  phone: '777 123 456',
  request: 'Potřebuji pomoc.',
  consent: true,
  services: ['Účetnictví', 'Nenabízená služba'],
  virtualPlace: true,
};

describe('enquiryPayload', () => {
  it.each(ENQUIRY_TYPES.filter((type) => type !== 'contact-form'))(
    'sends a %s enquiry with its item, the offered services ticked, files and the filling time',
    (type) => {
      const item = { type, itemId: 8, itemName: 'Předmět poptávky', otherServices: ['Účetnictví', 'Sídlo'] };
      const payload = enquiryPayload(item, filled, [FILE], 4321.4);
      expect(payload).toEqual({
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
    const payload = enquiryPayload({ type: 'contact-form' }, filled, [], 9000);
    expect(payload.content).toEqual({ type: 'contact-form', id: null, name: 'Potřebuji pomoc.', otherServices: [] });
  });
});

describe('drafts', () => {
  it('are kept per form type and item, and only when something was typed or ticked', () => {
    expect(draftKey({ type: 'smart-room', itemId: 2, itemName: 'Rohan' })).not.toBe(
      draftKey({ type: 'smart-room', itemId: 3, itemName: 'Rohan' }),
    );
    expect(isDraftEmpty(emptyValues('contact-form', '', '+420'))).toBe(true);
    expect(isDraftEmpty({ ...emptyValues('contact-form', '', '+421'), firstname: ' ' })).toBe(true);
    expect(isDraftEmpty({ firstname: 'J' })).toBe(false);
    expect(isDraftEmpty({ services: ['Účetnictví'] })).toBe(false);
  });
});
