import { BRAND, branchesOf, emailOf, phonesOf, telHref } from '.';

describe('brand contacts', () => {
  it('turn a displayed phone number into a tel: link', () => {
    expect(telHref('+420 222 555 010')).toBe('tel:+420222555010');
  });

  it('fall back to the brand facts before settings load', () => {
    expect(branchesOf({}, 'en').map((card) => card.title)).toEqual(['Prague', 'Brno']);
    expect(branchesOf({}, 'cs')[0]?.address).toBe('Rohanské nábřeží 678/29<br>186 00 Praha 8 – Karlín');
    expect(phonesOf({}, 'cs')).toEqual([
      { label: 'Praha', number: '+420 222 555 010' },
      { label: 'Brno', number: '+420 541 555 020' },
    ]);
    expect(emailOf({})).toBe(BRAND.email);
  });

  it('prefer the contacts from settings', () => {
    const settings = {
      contacts: {
        branches: [{ type: 'branch' as const, title: 'Ostrava', address: 'Nádražní 1' }],
        people: [],
        email: 'ostrava@example.cz',
        phones: [{ label: 'Ostrava', number: '+420 599 000 000' }],
      },
    };
    expect(branchesOf(settings, 'cs').map((card) => card.title)).toEqual(['Ostrava']);
    expect(phonesOf(settings, 'cs')).toEqual([{ label: 'Ostrava', number: '+420 599 000 000' }]);
    expect(emailOf(settings)).toBe('ostrava@example.cz');
  });
});
