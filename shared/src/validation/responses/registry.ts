import { accountEnquiriesSchema, meSchema, sessionsSchema } from './auth';
import { bannersSchema, infoPageSchema, settingsSchema } from './settings';
import { cartLineUpdateSchema, cartSchema, cartsSchema } from './cart';
import { currenciesSchema } from './lists';
import { uploadResultSchema } from './upload';
import { cartOrderSentSchema, quarantineSchema, userRequestSavedSchema } from './user-request';
import {
  blogCategoriesSchema,
  blogPostDetailSchema,
  blogPostListSchema,
  contentDocumentDetailSchema,
  contentListSchema,
  foreignCompanyDetailSchema,
  foreignCompanyListSchema,
  meetingRoomDetailSchema,
  meetingRoomListSchema,
  pageDetailSchema,
  pricelistSectionListSchema,
  termDetailSchema,
  termListSchema,
  virtualOfficeDetailSchema,
  virtualOfficeListSchema,
} from './content';
import { readymadeOfferListSchema } from './readymade';
import { searchResultSchema } from './search';
import { productsSchema } from './catalog';
import { adminEnquiryDetailSchema, adminEnquiryListSchema, adminOutboxSchema } from './admin-enquiries';
import { successSchema } from './common';

/**
 * The answers the site's own front end reads, by name: `getJson('settings', …)` validates the
 * answer with `settingsSchema` and types it. Loaded with the first API call (with zod), never with
 * the page.
 */
export const responseSchemas = {
  me: meSchema,
  settings: settingsSchema,
  infoPage: infoPageSchema,
  banners: bannersSchema,
  // mf-commerce (cart, vouchers, order, currency list) and mf-forms (enquiry, uploads, account).
  carts: cartsSchema,
  cart: cartSchema,
  cartLineUpdate: cartLineUpdateSchema,
  cartOrderSent: cartOrderSentSchema,
  currencies: currenciesSchema,
  uploadResult: uploadResultSchema,
  userRequestSaved: userRequestSavedSchema,
  accountEnquiries: accountEnquiriesSchema,
  sessions: sessionsSchema,
  // mf-content (pages, listings and details of the content types, search, the office's services).
  pageDetail: pageDetailSchema,
  contentDocument: contentDocumentDetailSchema,
  contentList: contentListSchema,
  blogCategories: blogCategoriesSchema,
  blogPostList: blogPostListSchema,
  blogPostDetail: blogPostDetailSchema,
  termList: termListSchema,
  termDetail: termDetailSchema,
  virtualOfficeList: virtualOfficeListSchema,
  virtualOfficeDetail: virtualOfficeDetailSchema,
  meetingRoomList: meetingRoomListSchema,
  meetingRoomDetail: meetingRoomDetailSchema,
  foreignCompanyList: foreignCompanyListSchema,
  foreignCompanyDetail: foreignCompanyDetailSchema,
  pricelistSectionList: pricelistSectionListSchema,
  readymadeOffers: readymadeOfferListSchema,
  searchResult: searchResultSchema,
  products: productsSchema,
  // mf-forms' staff inbox.
  adminEnquiryList: adminEnquiryListSchema,
  adminEnquiryDetail: adminEnquiryDetailSchema,
  adminOutbox: adminOutboxSchema,
  quarantine: quarantineSchema,
  success: successSchema,
};
