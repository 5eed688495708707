import { type PageLoaderArgs, type PageProps } from 'shared';
import { usePageData } from 'shared/page-data';
import { CatalogPage } from '../../common/catalog/CatalogPage';
import { fetchRooms } from './api';
import { RoomList } from './RoomList';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export const loader = ({ locale, signal }: PageLoaderArgs) => fetchRooms(locale, signal);

/** The meeting-room page: its copy, then the rooms. */
export default function MeetingRoomsPage({ locale }: PageProps) {
  const { state, retry } = usePageData<typeof loader>();
  return (
    <CatalogPage locale={locale} state={state} retry={retry}>
      {(data) => <RoomList rows={data.rows} locale={locale} />}
    </CatalogPage>
  );
}
