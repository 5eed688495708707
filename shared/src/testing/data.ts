import type { Product } from '../validation';

/**
 * Test data: a product as the catalog and the cart list it (CZK, 21 % VAT, orderable); any field
 * can be given.
 */
export function testProduct(fields: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product {
  return {
    slug: `product-${fields.id}`,
    url: `/virtualni-sidla/${fields.id}/product-${fields.id}`,
    price_vat: Math.round(fields.price * 121) / 100,
    original_price: null,
    is_price_sale_active: false,
    tax_rate: { rate: 21 },
    main_image: null,
    image: null,
    default_category: null,
    categories: [],
    virtual_office_id: null,
    available: true,
    unavailable_reason: null,
    ...fields,
  };
}
