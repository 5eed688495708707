import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailSettings, parseSender } from '../src/features/mail/settings';
import { runServerUntilExit } from './helpers';

const good = {
  SMTP_URL: 'smtp://lead-bot:s3cret@mail.example.cz:587',
  MAIL_FROM: '"Sídlo Partner" <noreply@sidlopartner.cz>',
  MAIL_TO_LEADS: 'leady@sidlopartner.cz, obchod@sidlopartner.cz',
};

describe('mail settings', () => {
  it('are read from SMTP_URL, MAIL_FROM and MAIL_TO_LEADS', () => {
    expect(mailSettings(good)).toEqual({
      smtpUrl: 'smtp://lead-bot:s3cret@mail.example.cz:587',
      from: '"Sídlo Partner" <noreply@sidlopartner.cz>',
      leadsTo: ['leady@sidlopartner.cz', 'obchod@sidlopartner.cz'],
      domain: 'sidlopartner.cz',
    });
    expect(
      mailSettings({ ...good, SMTP_URL: 'smtps://mail.example.cz', MAIL_FROM: 'noreply@Example.CZ' }),
    ).toMatchObject({
      smtpUrl: 'smtps://mail.example.cz',
      domain: 'example.cz',
    });
  });

  it('are none without SMTP_URL: nothing is sent', () => {
    expect(mailSettings({})).toBeUndefined();
    expect(
      mailSettings({ SMTP_URL: '  ', MAIL_FROM: good.MAIL_FROM, MAIL_TO_LEADS: good.MAIL_TO_LEADS }),
    ).toBeUndefined();
  });

  it('refuse a bad SMTP_URL without quoting its password', () => {
    for (const url of [
      'mail.example.cz:587',
      'http://user:s3cret@mail.example.cz',
      'smtp://user:s3cret@:587',
      'smtp:s3cret',
    ]) {
      let message = '';
      try {
        mailSettings({ ...good, SMTP_URL: url });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(message).not.toContain('s3cret');
    }
  });

  it('need a sender and a leads mailbox with SMTP_URL', () => {
    expect(() => mailSettings({ SMTP_URL: good.SMTP_URL, MAIL_TO_LEADS: good.MAIL_TO_LEADS })).toThrow(
      /^MAIL_FROM is required/,
    );
    expect(() => mailSettings({ SMTP_URL: good.SMTP_URL, MAIL_FROM: good.MAIL_FROM })).toThrow(
      /^MAIL_TO_LEADS is required/,
    );
    expect(() => mailSettings({ ...good, MAIL_TO_LEADS: ' , ' })).toThrow(/^MAIL_TO_LEADS is required/);
  });

  it('refuse addresses that are not addresses, with or without SMTP_URL', () => {
    expect(() => mailSettings({ ...good, MAIL_FROM: 'noreply' })).toThrow(/^MAIL_FROM must be/);
    expect(() => mailSettings({ MAIL_FROM: 'Web <noreply@>' })).toThrow(/^MAIL_FROM must be/);
    expect(() => mailSettings({ ...good, MAIL_TO_LEADS: 'leady@sidlopartner.cz; obchod@sidlopartner.cz' })).toThrow(
      /^MAIL_TO_LEADS must be/,
    );
    expect(() => mailSettings({ MAIL_TO_LEADS: 'leady' })).toThrow(/^MAIL_TO_LEADS must be/);
    // A line break would start another header.
    expect(parseSender('Web <noreply@example.cz>\r\nBcc: x@example.com')).toBeNull();
    expect(parseSender('Web <noreply@example.cz>')).toEqual({ address: 'noreply@example.cz', domain: 'example.cz' });
  });

  it('stop the start-up with a clear message before the database is opened', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-bad-smtp-'));
    try {
      const { code, stderr } = await runServerUntilExit({
        PORT: '18398',
        DATA_DIR: dataDir,
        ...good,
        SMTP_URL: 'smtp//user:s3cret@host',
      });
      expect(code).toBe(1);
      expect(stderr).toContain(
        'SMTP_URL must be an smtp:// or smtps:// URL (e.g. smtp://user:password@mail.example.cz:587)',
      );
      expect(stderr).not.toContain('s3cret');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
