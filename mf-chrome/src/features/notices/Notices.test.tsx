import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { bus, i18n } from 'shared';
import { NOTICE_MS, Notices } from './Notices';

function renderNotices() {
  render(
    <I18nextProvider i18n={i18n}>
      <Notices />
    </I18nextProvider>,
  );
}

describe('Notices', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a success notice politely and hides it after a while', () => {
    jest.useFakeTimers();
    renderNotices();
    act(() => bus.emit('notice', { kind: 'success', message: 'Děkujeme, vaši zprávu jsme přijali.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Děkujeme, vaši zprávu jsme přijali.');
    act(() => jest.advanceTimersByTime(NOTICE_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces a danger notice as an alert that can be closed', async () => {
    renderNotices();
    act(() => bus.emit('notice', { kind: 'danger', message: 'Košík se nepodařilo načíst.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Košík se nepodařilo načíst.');
    await userEvent.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
