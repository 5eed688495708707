import { createTestApp, type TestApp } from './helpers';

type Setting = { name: string; value: unknown };

async function maintenanceOf(t: TestApp): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings?lang=en' });
  expect(res.statusCode).toBe(200);
  const settings = res.json() as Setting[];
  expect(settings.filter((s) => s.name === 'maintenance')).toHaveLength(1);
  expect(settings.some((s) => s.name === 'topmenu')).toBe(true);
  return settings.find((s) => s.name === 'maintenance')?.value;
}

describe("the operator's maintenance switch", () => {
  it('leaves the stored setting alone when off', async () => {
    const t = await createTestApp();
    try {
      expect(await maintenanceOf(t)).toEqual({ is_enabled: false });
    } finally {
      await t.close();
    }
  });

  it('turns maintenance on over the stored setting, keeping every other setting', async () => {
    const t = await createTestApp({ maintenance: true });
    try {
      expect(await maintenanceOf(t)).toEqual({ is_enabled: true });
    } finally {
      await t.close();
    }
  });
});
