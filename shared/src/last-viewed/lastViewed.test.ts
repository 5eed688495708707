import { bus } from '../bus';
import { LAST_VIEWED_KEY, readLastViewed, recordLastViewed, type LastViewedProduct } from './lastViewed';

const product = (id: number): LastViewedProduct => ({
  id,
  name: `Sídlo ${id}`,
  url: `/virtualni-sidla/${id}/sidlo-${id}`,
  image: null,
  price: 700,
  original_price: null,
  is_price_sale_active: false,
  tax_rate: 21,
});

beforeEach(() => localStorage.clear());

describe('last viewed', () => {
  it('adds new products at the front, moves a listed one to the front, keeps three per language', () => {
    recordLastViewed('cs', product(1));
    recordLastViewed('cs', product(2));
    recordLastViewed('cs', product(3));
    expect(recordLastViewed('cs', product(1)).map((p) => p.id)).toEqual([1, 3, 2]);
    expect(recordLastViewed('cs', product(4)).map((p) => p.id)).toEqual([4, 1, 3]);
    expect(readLastViewed().en).toEqual([]);
    expect(JSON.parse(localStorage.getItem(LAST_VIEWED_KEY) ?? '{}').cs).toHaveLength(3);
  });

  it('drops a corrupt or foreign value instead of failing', () => {
    localStorage.setItem(LAST_VIEWED_KEY, '{not json');
    expect(readLastViewed()).toEqual({ cs: [], en: [] });
    localStorage.setItem(LAST_VIEWED_KEY, JSON.stringify({ cs: [{ id: 'x' }, product(5)], en: 'nope' }));
    expect(readLastViewed()).toEqual({ cs: [product(5)], en: [] });
    expect(recordLastViewed('en', product(6)).map((p) => p.id)).toEqual([6]);
  });

  it('tells the page about every recorded view, on the bus', () => {
    const listener = jest.fn();
    const unsubscribe = bus.on('last-viewed:changed', listener);
    recordLastViewed('cs', product(1));
    unsubscribe();
    recordLastViewed('cs', product(2));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ locale: 'cs' });
  });
});
