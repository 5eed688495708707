// The badge of a preview: rendered on the server only, into pages that show a remote's release to
// one browser before it is live. Plain HTML with its own styles and a form that posts to the page
// it is on, outside what hydrates: ordinary pages carry none of it, and it needs no script.
import { renderToStaticMarkup } from 'react-dom/server';
import { PREVIEW_OFF_FORM, registerTranslations, type PreviewOf } from 'shared';
import type { i18n as I18n } from 'i18next';

/** The badge's strings, in the shell's i18n, under a namespace of their own. */
export const PREVIEW_NS = 'shell-preview';

registerTranslations(PREVIEW_NS, {
  cs: {
    title: 'Náhled verze',
    showing: '{{remote}} ve verzi {{version}}',
    only: 'Vidíte ji jen v tomto prohlížeči, ostatní návštěvníci mají živou verzi.',
    off: 'Vypnout náhled',
    changes: 'Co verze mění ({{count}})',
  },
  en: {
    title: 'Version preview',
    showing: '{{remote}} at version {{version}}',
    only: 'Only this browser sees it; other visitors get the live version.',
    off: 'Turn the preview off',
    changes: 'What this version changes ({{count}})',
  },
});

/**
 * White on near-black (17:1) and the reverse for the button; a yellow focus ring (12:1 on the
 * badge); every target at least 32 px high. The badge comes first in the page's flow, above the
 * page, so it never covers the page's own fixed bars.
 */
const STYLES = `.site-preview{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.5rem 1rem;background:#1b1b1b;color:#fff;font:14px/1.4 system-ui,sans-serif;border-bottom:3px solid #ffd400}
.site-preview p{margin:0}
.site-preview strong{font-weight:700}
.site-preview form{margin:0 0 0 auto}
.site-preview button{min-height:32px;min-width:32px;padding:.25rem .875rem;border:2px solid #fff;border-radius:4px;background:#fff;color:#1b1b1b;font:inherit;font-weight:700;cursor:pointer}
.site-preview button:hover{background:#e8e8e8}
.site-preview button:focus-visible{outline:3px solid #ffd400;outline-offset:2px}
.site-preview details{flex-basis:100%}
.site-preview summary{display:inline-block;min-height:24px;cursor:pointer;text-decoration:underline}
.site-preview summary:focus-visible{outline:3px solid #ffd400;outline-offset:2px}
.site-preview ul{margin:.25rem 0 0;padding-left:1.25rem}`;

/** The badge of a preview, in the page's language (`t` of the page's i18n instance). */
export function previewBadge(preview: PreviewOf, i18n: I18n): string {
  const t = (key: string, options?: Record<string, string>) => i18n.t(key, { ns: PREVIEW_NS, ...options });
  const changes = preview.changes ?? [];
  return (
    `<style data-preview>${STYLES}</style>` +
    renderToStaticMarkup(
      <aside className="site-preview" aria-labelledby="site-preview-title" data-preview={preview.remote}>
        <p>
          <strong id="site-preview-title">{t('title')}</strong>:{' '}
          {t('showing', { remote: preview.remote, version: preview.version })}. {t('only')}
        </p>
        {/* No action: the form posts to the address the page shows when it is sent. */}
        <form method="post">
          <input type="hidden" name="form" value={PREVIEW_OFF_FORM} />
          <button type="submit">{t('off')}</button>
        </form>
        {changes.length > 0 && (
          <details>
            <summary>{t('changes', { count: String(changes.length) })}</summary>
            <ul>
              {changes.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </details>
        )}
      </aside>,
    )
  );
}
