import { i18n } from 'shared';
import { previewBadge } from './previewBadge';

// The badge a staff member's previewed page carries: which release, and what it changes.

const parse = (html: string) => {
  document.body.innerHTML = html;
  return document.querySelector('aside')!;
};

it('names the release and folds what it changes under a summary with their count, in the page language', () => {
  const badge = parse(
    previewBadge(
      {
        remote: 'mf-content',
        version: '1.1.0-def5678',
        changes: ['Spring archive', 'News archive at /novinky/archiv (def5678)'],
      },
      i18n.cloneInstance({ lng: 'cs' }),
    ),
  );
  expect(badge.getAttribute('aria-labelledby')).toBe('site-preview-title');
  expect(badge.textContent).toContain('mf-content ve verzi 1.1.0-def5678');
  const details = badge.querySelector('details')!;
  expect(details.open).toBe(false);
  expect(details.querySelector('summary')!.textContent).toBe('Co verze mění (2)');
  expect([...details.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Spring archive',
    'News archive at /novinky/archiv (def5678)',
  ]);
  const english = parse(
    previewBadge(
      { remote: 'mf-content', version: '1.1.0-def5678', changes: ['Spring'] },
      i18n.cloneInstance({ lng: 'en' }),
    ),
  );
  expect(english.querySelector('summary')!.textContent).toBe('What this version changes (1)');
});

it('has no list of changes for a release that recorded none, and escapes what a record says', () => {
  const none = parse(previewBadge({ remote: 'mf-forms', version: '1.0.0-abc1234' }, i18n.cloneInstance({ lng: 'cs' })));
  expect(none.querySelector('details')).toBeNull();
  expect(none.querySelector('button')!.textContent).toBe('Vypnout náhled');
  const marked = parse(
    previewBadge(
      { remote: 'mf-forms', version: '1.0.0-abc1234', changes: ['<img src=x onerror=alert(1)>'] },
      i18n.cloneInstance({ lng: 'cs' }),
    ),
  );
  expect(marked.querySelector('img')).toBeNull();
  expect(marked.querySelector('li')!.textContent).toBe('<img src=x onerror=alert(1)>');
});
