import { useResource, type PageProps } from 'shared';
import { CatalogPage } from '../../common/catalog/CatalogPage';
import { fetchRooms } from './api';
import { RoomList } from './RoomList';

/** The meeting-room page: its copy, then the rooms. */
export default function MeetingRoomsPage({ locale }: PageProps) {
  const { state, retry } = useResource(`rooms:${locale}`, (signal) => fetchRooms(locale, signal));
  return (
    <CatalogPage locale={locale} state={state} retry={retry}>
      {(data) => <RoomList rows={data.rows} locale={locale} />}
    </CatalogPage>
  );
}
