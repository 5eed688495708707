import { contentItem } from '../../common/testing/answers';
import { toRoomRow } from './api';

describe('meeting-room rows', () => {
  it('maps city, title, capacity, equipment, price, period and the public flag', () => {
    expect(
      toRoomRow(
        contentItem('meeting-room', {
          id: 1,
          slug: 'rohan',
          title: 'Rohan – Praha 8',
          city: 'prague',
          capacity: 12,
          equipment: ['flipchart', 'Wi-Fi'],
          price: 4000,
          period: 'za 2 hodiny',
          public: true,
        }),
      ),
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
  });

  it('gives a room without its fields no capacity, price or equipment, and not public', () => {
    expect(toRoomRow(contentItem('meeting-room', { id: 2, title: 'Malá zasedačka' }))).toMatchObject({
      city: null,
      capacity: null,
      equipment: [],
      price: null,
      period: null,
      isPublic: false,
    });
  });
});
