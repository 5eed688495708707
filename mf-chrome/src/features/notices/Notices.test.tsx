import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { NOTICE_MS, Notices } from './Notices';

function renderNotices() {
  renderWithProviders(<Notices />);
}

/** The polite live regions showing `text` (the test router's location output is one too). */
const statusesWith = (text: string) => screen.queryAllByRole('status').filter((el) => el.textContent?.includes(text));

describe('Notices', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a success notice politely and hides it after a while', () => {
    jest.useFakeTimers();
    renderNotices();
    act(() => bus.emit('notice', { kind: 'success', message: 'Děkujeme, vaši zprávu jsme přijali.' }));
    expect(statusesWith('Děkujeme, vaši zprávu jsme přijali.')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(NOTICE_MS - 1));
    expect(statusesWith('Děkujeme, vaši zprávu jsme přijali.')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(statusesWith('Děkujeme, vaši zprávu jsme přijali.')).toHaveLength(0);
  });

  it('announces a danger notice as an alert that can be closed', async () => {
    renderNotices();
    act(() => bus.emit('notice', { kind: 'danger', message: 'Košík se nepodařilo načíst.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Košík se nepodařilo načíst.');
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
