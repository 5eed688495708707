import { SafeHtml, type PageLoaderArgs, type PageProps, useTranslation } from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { idParam } from '../../common/api';
import { EnquiryLink } from '../../common/enquiry/EnquiryLink';
import { DetailTop } from '../../common/catalog/DetailTop';
import { DetailPhoto } from '../../common/catalog/DetailPhoto';
import { useCanonicalDetail } from '../../common/canonicalDetail';
import { NetPrice } from '../../common/catalog/Price';
import { ListingSkeleton } from '../../common/catalog/states';
import { describeText } from '../../common/head/describeText';
import { ContentError } from '../../common/PageState';
import { ContentNotFound } from '../../common/states';
import { fetchRoom } from './api';
import { cityLabel } from './RoomList';
import './translations';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export const loader = ({ locale, params, signal }: PageLoaderArgs) => fetchRoom(idParam(params.id), locale, signal);

/** A room is found by its id: another slug is the same room. */
export const shouldRevalidate = reloadOn({ params: ['id'] });

/** A meeting room: image, city, capacity, equipment, price and the booking form. */
export default function MeetingRoomPage({ locale, params }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const { state, retry } = usePageData<typeof loader>();
  const room = state.status === 'ready' ? state.data : null;
  useCanonicalDetail('meetingRoom', 'meetingRooms', locale, params.slug, room);

  if (state.status === 'loading') return <ListingSkeleton locale={locale} rows={2} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} what="catalog" />;
  if (!room) return <ContentNotFound locale={locale} />;
  // The booking form in the modal; before or without scripts, the same form on the contact page.
  const booking = {
    type: 'smart-room',
    itemId: room.id,
    itemName: room.title,
    title: t('rooms.enquiryTitle'),
  };
  return (
    <article className="container content-page catalog">
      <DetailTop
        locale={locale}
        route="meetingRoom"
        listing="meetingRooms"
        listName={t('rooms.listName')}
        item={room}
        description={describeText(room.body)}
        image={room.imageUrl}
        perex={
          <>
            {cityLabel(t, room.city)}
            {room.address ? ` · ${room.address}` : ''}
          </>
        }
      />
      <div className="catalog-detail">
        <div>
          {room.imageUrl && <DetailPhoto src={room.imageUrl} />}
          {room.body && <SafeHtml className="content-prose" html={room.body} />}
        </div>
        <aside className="catalog-box" aria-labelledby="room-booking">
          <h2 id="room-booking">{room.title}</h2>
          {room.isPublic && (
            <p>
              <strong>{t('rooms.public')}</strong> – {t('rooms.publicNote')}
            </p>
          )}
          {room.capacity !== null && <p>{t('rooms.capacity', { count: room.capacity })}</p>}
          {room.price !== null && (
            <p>
              <NetPrice amount={room.price} locale={locale} /> {room.period}
            </p>
          )}
          {room.equipment.length > 0 && (
            <>
              <h3>{t('rooms.equipment')}</h3>
              <ul>
                {room.equipment.map((thing) => (
                  <li key={thing}>{thing}</li>
                ))}
              </ul>
            </>
          )}
          <EnquiryLink className="btn" payload={booking} locale={locale}>
            {t('rooms.book')}
          </EnquiryLink>
        </aside>
      </div>
    </article>
  );
}
