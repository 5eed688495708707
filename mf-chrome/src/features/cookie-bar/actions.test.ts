import { createRequestScope, setScopeResolver, type RequestScope } from 'shared';
import { consent, postedChoice } from './actions';

const posted = (entries: [string, string][]) => {
  const fields = new FormData();
  for (const [name, value] of entries) fields.append(name, value);
  return fields;
};

describe('the cookie bar posted', () => {
  it('reads all, none, or the ticked categories; nothing ticked or a choice it does not offer refuses', () => {
    expect(postedChoice(posted([['choice', 'all']]))).toEqual({
      analytical: true,
      marketing: true,
      advertisement: true,
    });
    expect(postedChoice(posted([['choice', 'none']]))).toBe('denied');
    expect(
      postedChoice(
        posted([
          ['choice', 'selected'],
          ['marketing', 'on'],
        ]),
      ),
    ).toEqual({ analytical: false, marketing: true, advertisement: false });
    expect(postedChoice(posted([['choice', 'selected']]))).toBe('denied');
    expect(postedChoice(posted([['choice', 'everything']]))).toBe('denied');
  });

  describe('before or without scripts, on the server', () => {
    let scope: RequestScope;
    beforeEach(() => {
      scope = createRequestScope('https://www.example.cz');
      scope.post = { headers: {}, setCookies: [], formEvents: [], refused: null, secureCookies: true };
      setScopeResolver(() => scope);
    });
    afterEach(() => setScopeResolver(null));

    it("stores the choice in the cookies of the server's answer and names its event for the next page", async () => {
      const outcome = await consent({
        fields: posted([['choice', 'all']]),
        locale: 'cs',
        url: new URL('https://www.example.cz/kontakt'),
        signal: new AbortController().signal,
        refused: null,
      });
      expect(outcome).toMatchObject({
        status: 'done',
        to: null,
        events: [
          { event: 'cookie_consent_update', choice: { analytical: true, marketing: true, advertisement: true } },
        ],
      });
      expect(scope.post!.setCookies).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^cookie-consent=accepted; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/),
          expect.stringMatching(/^cookie-show=hidden;/),
          expect.stringMatching(/^cookie-consent-analytical=1;/),
          expect.stringMatching(/^cookie-consent-revision=/),
        ]),
      );
    });
  });
});
