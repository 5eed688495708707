import { useDocumentTitle, useResource, type PageProps } from 'shared';
import { Intro } from '../../common/catalog/Intro';
import { ListingError, ListingSkeleton } from '../../common/catalog/states';
import { ContentNotFound } from '../../common/states';
import { fetchRooms } from './api';
import { RoomList } from './RoomList';

/** The meeting-room page: its copy, then the rooms. */
export default function MeetingRoomsPage({ locale }: PageProps) {
  const { state, retry } = useResource(`rooms:${locale}`, (signal) => fetchRooms(locale, signal));
  useDocumentTitle(state.status === 'ready' ? state.data.intro.title : undefined);
  switch (state.status) {
    case 'loading':
      return <ListingSkeleton locale={locale} />;
    case 'error':
      return <ListingError locale={locale} onRetry={retry} />;
    case 'notFound':
      return <ContentNotFound locale={locale} />;
    case 'ready':
      return (
        <div className="container content-page catalog">
          <Intro intro={state.data.intro} />
          <RoomList rows={state.data.rows} locale={locale} />
        </div>
      );
  }
}
