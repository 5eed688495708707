import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared';
import { errorsOf, useForm } from './useForm';

describe('useForm', () => {
  it('a 422 sets the field errors and keeps the values; the next send clears them', async () => {
    const { result } = renderHook(() => useForm({ email: '' }));
    act(() => result.current.set('email', 'x@y'));
    await act(async () => {
      await result.current.submit(() =>
        Promise.reject(new ApiError(422, 'validation_failed', 'Invalid', { email: ['Špatně'] })),
      );
    });
    expect(result.current.status).toBe('failed');
    expect(errorsOf(result.current.errors, 'email')).toEqual(['Špatně']);
    expect(result.current.values.email).toBe('x@y');

    let release!: (value: number) => void;
    let sending!: Promise<number | undefined>;
    act(() => {
      sending = result.current.submit(() => new Promise<number>((resolve) => (release = resolve)));
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.sending).toBe(true);
    await act(async () => {
      release(7);
      expect(await sending).toBe(7);
    });
    expect(result.current.status).toBe('sent');
  });

  it('any other failure becomes an ApiError with no field errors', async () => {
    const { result } = renderHook(() => useForm({ a: 1 }));
    await act(async () => {
      expect(await result.current.submit(() => Promise.reject(new Error('boom')))).toBeUndefined();
    });
    expect(result.current.failure).toBeInstanceOf(ApiError);
    expect(result.current.failure?.isTransport).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('starts from a form the server answered: failed with its errors, or computed and not failed', () => {
    const failed = renderHook(() =>
      useForm(
        { email: '', request: '' },
        {
          form: 'enquiry',
          values: { email: 'x@y' },
          errors: { email: ['Špatně'] },
          message: null,
          status: 422,
          code: 'validation_failed',
        },
      ),
    ).result.current;
    expect(failed.status).toBe('failed');
    expect(failed.values).toEqual({ email: 'x@y', request: '' });
    expect(failed.failure?.status).toBe(422);

    // A form that only prepared this one (the calculator's request for the contact form).
    const prepared = renderHook(() =>
      useForm(
        { email: '', request: '' },
        { form: 'enquiry', values: { request: 'Ocenění firmy' }, errors: {}, message: null, status: 200, code: 'ok' },
      ),
    ).result.current;
    expect(prepared.status).toBe('idle');
    expect(prepared.failure).toBeNull();
    expect(prepared.values).toEqual({ email: '', request: 'Ocenění firmy' });
  });

  it('reset() brings back the first values', () => {
    const { result } = renderHook(() => useForm({ name: '', consent: false }));
    act(() => {
      result.current.set('name', 'Jana');
      result.current.set('consent', true);
    });
    expect(result.current.values).toEqual({ name: 'Jana', consent: true });
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: '', consent: false });
  });

  it('errorsOf collects the messages of a field and of the paths below it', () => {
    const errors = { files: ['Nejvýše 5.'], 'files.0.id': ['Neplatný soubor'], filesize: ['Jiné pole'] };
    expect(errorsOf(errors, 'files')).toEqual(['Nejvýše 5.', 'Neplatný soubor']);
    expect(errorsOf(errors, 'email')).toBeUndefined();
  });
});
