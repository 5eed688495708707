import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteModuleId } from '../contracts/remotes';
import { contractModuleIds, REMOTES, SHELL } from './index';

const root = path.join(__dirname, '..', '..', '..');

/**
 * The shell's typed contract, one key per module: the type checker refuses this object when a
 * module is added to or removed from `RemoteModules` without it, and the test below when the
 * composition manifest disagrees with it.
 */
const CONTRACT: Record<RemoteModuleId, true> = {
  'mf_chrome/Header': true,
  'mf_chrome/Footer': true,
  'mf_chrome/CookieBar': true,
  'mf_chrome/GlobalModal': true,
  'mf_chrome/IntroPopup': true,
  'mf_content/Page': true,
  'mf_forms/ContactFormPage': true,
  'mf_forms/LoginPage': true,
  'mf_forms/AccountPage': true,
  'mf_forms/InboxPage': true,
  'mf_forms/ModalForm': true,
  'mf_forms/EnquiryWidget': true,
  'mf_commerce/CartPage': true,
  'mf_commerce/CartButton': true,
  'mf_commerce/CartPopups': true,
  'mf_commerce/LastViewed': true,
};

describe('the composition manifest', () => {
  it("names each remote's exposed modules exactly as its src/exposed/ holds them", () => {
    for (const remote of REMOTES) {
      const files = readdirSync(path.join(root, remote.folder, 'src', 'exposed'))
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => file.replace(/\.tsx?$/, ''));
      expect([remote.name, files.sort()]).toEqual([remote.name, Object.keys(remote.modules).sort()]);
    }
  });

  it('promises the shell exactly the modules of its typed contract', () => {
    expect(contractModuleIds().sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it('names package folders that exist, with distinct development ports', () => {
    const folders = [SHELL.folder, ...REMOTES.map((remote) => remote.folder)];
    for (const folder of folders) {
      const pkg = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string };
      expect(pkg.name).toBe(folder);
    }
    const ports = [SHELL.devPort, ...REMOTES.map((remote) => remote.devPort)];
    expect(new Set(ports).size).toBe(ports.length);
  });
});
