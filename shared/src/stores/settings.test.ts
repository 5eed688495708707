import type { AxiosAdapter } from 'axios';
import { configureApi } from '../api';
import { useSettings } from './settings';

describe('settings store', () => {
  it('keeps the answer of the latest request when an older one arrives late', async () => {
    const release: Record<string, () => void> = {};
    const adapter: AxiosAdapter = (config) =>
      new Promise((resolve) => {
        const lang = new URL(config.url ?? '', 'http://localhost').searchParams.get('lang') ?? '';
        release[lang] = () =>
          resolve({
            data: [
              { name: 'topmenu', value: [{ text: lang === 'cs' ? 'Virtuální sídla' : 'Virtual offices', link: '/' }] },
            ],
            status: 200,
            statusText: 'OK',
            headers: {},
            config,
          });
      });
    configureApi({ adapter });
    const czech = useSettings.getState().load('cs');
    const english = useSettings.getState().load('en');
    // Axios runs its interceptors asynchronously: wait until both requests reach the adapter.
    while (!release.cs || !release.en) await new Promise((resolve) => setTimeout(resolve, 1));
    release.en();
    await english;
    release.cs();
    await czech;
    expect(useSettings.getState().locale).toBe('en');
    expect(useSettings.getState().settings.topmenu?.[0]?.text).toBe('Virtual offices');
  });
});
