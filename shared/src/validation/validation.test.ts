import { PHONE_PREFIXES, UPLOAD_LIMITS } from '../constants';
import {
  apiErrorSchema,
  cartCreateSchema,
  contentItemSchema,
  phonePrefixSchema,
  userRequestSchema,
  validate,
  validationErrorBody,
  validationErrorSchema,
} from '.';

describe('validation', () => {
  it('answers the one 422 body in the requested language', () => {
    const result = validate(userRequestSchema, { email: 'x@' }, 'en');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationErrorSchema.parse(result.body)).toEqual(result.body);
    expect(result.body.message).toBe('The submitted data are not valid.');
    expect(result.body.errors.email).toEqual(['The field must contain a valid email.']);
  });

  it('reads rebuilt issues: dotted paths, the whole body, limits in the message', () => {
    const body = validationErrorBody(
      [
        { path: ['content', 'otherServices', '0'], message: 'max', code: 'too_big', maximum: 200 },
        { path: [], message: 'Invalid input', code: 'invalid_type' },
      ],
      'cs',
    );
    expect(body).toEqual({
      statusCode: 422,
      error: 'validation_failed',
      message: 'Odeslaná data nejsou platná.',
      errors: {
        'content.otherServices.0': ['Vyplňte prosím maximálně 200 znaků.'],
        body: ['Hodnota pole není platná.'],
      },
    });
  });

  it('takes phone prefixes and the attachment limit from shared/constants', () => {
    for (const prefix of PHONE_PREFIXES) expect(phonePrefixSchema.safeParse(prefix).success).toBe(true);
    expect(phonePrefixSchema.safeParse('+1').success).toBe(false);
    const files = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, () => ({
      id: '00000000-0000-4000-8000-000000000000',
    }));
    const result = validate(
      userRequestSchema,
      { firstname: 'Jan', email: 'jan@example.com', agreement: true, files, content: { type: 'contact-form' } },
      'en',
    );
    expect(result.success ? {} : result.body.errors).toEqual({
      files: [`Enter at most ${UPLOAD_LIMITS.maxFiles} items.`],
    });
  });

  it('a new cart needs no body, and what one holds does not decide its language', () => {
    for (const body of [undefined, null, {}, { locale: 'de' }])
      expect(cartCreateSchema.safeParse(body).success).toBe(true);
    expect(cartCreateSchema.parse({ locale: 'en' })).toEqual({});
  });
});

describe('response schemas', () => {
  it('keep the fields of open shapes', () => {
    const item = {
      id: 1,
      type: 'virtual-office',
      locale: 'cs',
      slug: 'praha-1',
      title: 'Praha 1',
      alternate: null,
      city: 'prague',
    };
    expect(contentItemSchema.parse(item)).toEqual(item);
    const error = { statusCode: 409, error: 'product_unavailable', message: '…', reason: 'inactive' };
    expect(apiErrorSchema.parse(error)).toEqual(error);
  });
});
