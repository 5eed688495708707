// Types only, importing nothing: the contracts name the strip's product from here, since the
// module that keeps the list (`lastViewed.ts`) reaches `shared` through the package itself.

/** A product as the "recently viewed" strip shows it. */
export interface LastViewedProduct {
  id: number;
  name: string;
  url: string;
  image: string | null;
  price: number;
  original_price: number | null;
  is_price_sale_active: boolean;
  tax_rate: number;
}
