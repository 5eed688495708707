import { Link, useTranslation } from 'shared';
import { folderHref, type Folder, type InboxView } from './view';

const FOLDERS: [Folder, string][] = [
  ['enquiries', 'inbox.folders.enquiries'],
  ['set-aside', 'inbox.folders.setAside'],
  ['outbox', 'inbox.folders.outbox'],
];

/** The inbox's folders: links (each a page address the server renders), the open one marked. */
export function Folders({ path, view, newCount }: { path: string; view: InboxView; newCount: number }) {
  const { t } = useTranslation('forms');
  return (
    <nav className="forms-inbox__folders" aria-label={t('inbox.folders.label')}>
      <ul>
        {FOLDERS.map(([folder, label]) => (
          <li key={folder}>
            <Link
              to={folderHref(path, view, folder)}
              aria-current={view.folder === folder && view.id === null ? 'page' : undefined}
            >
              {t(label)}{' '}
              {folder === 'enquiries' && newCount > 0 && (
                <span className="forms-inbox__count">{t('inbox.folders.new', { count: newCount })}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
