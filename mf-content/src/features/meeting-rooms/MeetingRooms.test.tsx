import { screen } from '@testing-library/react';
import { http, HttpResponse, renderWithProviders, server } from 'shared/testing';
import { breadcrumbOf, headOf, jsonLdOf } from '../../common/head/testing';
import { contentItem, list, pageAnswer } from '../../common/testing/answers';
import MeetingRoomPage, { loader as meetingRoomPageLoader } from './MeetingRoomPage';
import MeetingRoomsPage, { loader as meetingRoomsPageLoader } from './MeetingRoomsPage';

describe('meeting-room heads', () => {
  it('a meeting room: description as plain text from its HTML body, shortened, breadcrumb in English', async () => {
    const body =
      '<p>A boardroom with a <strong>view of the Vltava</strong> for board meetings, general meetings and talks ' +
      'with investors.</p><p>Open to everyone, not only our clients. The price covers a two-hour block; each ' +
      'further hour is charged pro rata.</p>';
    server.use(
      http.get('*/api/content/meeting-room/1', () =>
        HttpResponse.json({
          data: contentItem('meeting-room', {
            id: 1,
            locale: 'en',
            slug: 'rohan-meeting-room-prague-8',
            title: 'Rohan meeting room – Prague 8',
            body,
          }),
        }),
      ),
    );
    renderWithProviders(
      <MeetingRoomPage routeId="meetingRoom" locale="en" params={{ id: '1', slug: 'rohan-meeting-room-prague-8' }} />,
      { loader: meetingRoomPageLoader, path: '/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Rohan meeting room – Prague 8' })).toBeInTheDocument();
    const { description, canonical, ogImage, ogDescription } = headOf();
    expect(description).toMatch(/^A boardroom with a view of the Vltava for board meetings, .*…$/);
    expect(description).not.toMatch(/[<>]/);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(ogDescription).toBe(description);
    expect(ogImage).toBeNull();
    expect(canonical).toBe('http://localhost/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8');
    expect(breadcrumbOf()).toEqual([
      ['Home', 'http://localhost/en'],
      ['Meeting room rental', 'http://localhost/en/meeting-rooms-rental'],
      ['Rohan meeting room – Prague 8', 'http://localhost/en/meeting-rooms-rental/1/rohan-meeting-room-prague-8'],
    ]);
    // The booking button works without scripts: the room's form on the contact page.
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      '/en/contact-form?type=smart-room&id=1&name=Rohan+meeting+room+%E2%80%93+Prague+8',
    );
  });

  it('takes the title and the description from the page copy, with the page as canonical', async () => {
    server.use(
      http.get('*/api/content/page/key/meetingRooms', () =>
        HttpResponse.json(
          pageAnswer({
            title: 'Pronájem zasedacích místností',
            perex: 'Reprezentativní prostory pro jednání.',
            metaDescription: 'Zasedací místnosti v Praze, Brně a Plzni: projektor, Wi-Fi, občerstvení.',
          }),
        ),
      ),
      http.get('*/api/content/meeting-room', () => HttpResponse.json(list([]))),
    );
    renderWithProviders(<MeetingRoomsPage routeId="meetingRooms" locale="cs" params={{}} />, {
      loader: meetingRoomsPageLoader,
      path: '/pronajem-zasedacich-mistnosti',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pronájem zasedacích místností' })).toBeInTheDocument();
    expect(headOf()).toMatchObject({
      title: expect.stringContaining('Pronájem zasedacích místností') as string,
      description: 'Zasedací místnosti v Praze, Brně a Plzni: projektor, Wi-Fi, občerstvení.',
      canonical: 'http://localhost/pronajem-zasedacich-mistnosti',
    });
    expect(jsonLdOf()).toEqual([]);
  });
});
