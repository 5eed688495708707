import { toRoomRow } from './api';

describe('meeting-room rows', () => {
  it('maps city, title, capacity, equipment, price, period and the public flag', () => {
    expect(
      toRoomRow({
        id: 1,
        slug: 'rohan',
        title: 'Rohan – Praha 8',
        city: 'prague',
        capacity: 12,
        equipment: ['flipchart', 3, 'Wi-Fi'],
        price: 4000,
        period: 'za 2 hodiny',
        public: true,
      }),
    ).toEqual({
      id: 1,
      slug: 'rohan',
      title: 'Rohan – Praha 8',
      city: 'prague',
      address: null,
      capacity: 12,
      equipment: ['flipchart', 'Wi-Fi'],
      price: 4000,
      period: 'za 2 hodiny',
      isPublic: true,
    });
    expect(toRoomRow({ id: 2, public: 'yes' }).isPublic).toBe(false);
  });
});
