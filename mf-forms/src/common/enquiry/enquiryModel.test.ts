import { draftKey, emptyValues, isDraftEmpty } from './enquiryModel';

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
