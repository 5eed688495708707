import { parseRoutes } from 'shared/routes/compose';
import routes from './routes.json';

describe("mf-commerce's route table", () => {
  it('is a valid table: the cart, closed to crawlers', () => {
    expect(parseRoutes('mf_commerce', routes)).toEqual([
      expect.objectContaining({
        id: 'cart',
        cs: '/kosik',
        en: '/en/cart',
        module: 'mf_commerce/CartPage',
        robotsClosed: true,
      }),
    ]);
  });
});
