import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, multipart, storedBytes, type TestApp } from './helpers';
import { ole, withCentralDirectory, zip } from './upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 64 * 1024, upload: { maxFileSize: 200 * 1024, maxFiles: 5 } });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const png = readFileSync(join(__dirname, 'fixtures', 'seed', 'images', 'office.png'));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('newsletter: POST /api/subscriber/save', () => {
  it('saves an e-mail once; the second time answers error already_exists', async () => {
    const ok = await post(
      '/api/subscriber/save',
      { email: 'Jana.Nova@example.com' },
      { 'x-site-url': 'https://www.example.cz/kontakt' },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, id: expect.any(Number) });
    const row = await t.db.handle.db
      .selectFrom('subscribers')
      .selectAll()
      .where('email', '=', 'Jana.Nova@example.com')
      .executeTakeFirstOrThrow();
    expect(row.site_url).toBe('https://www.example.cz/kontakt');
    const again = await post('/api/subscriber/save', { email: 'jana.nova@EXAMPLE.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_exists', message: 'Tento e-mail je již přihlášen k odběru.' });
  });

  it('answers 422 with field errors in Czech by default and in English on request', async () => {
    const cs = await post('/api/subscriber/save', { email: 'not-an-email' });
    expect(cs.statusCode).toBe(422);
    expect(cs.json()).toEqual({
      statusCode: 422,
      error: 'validation_failed',
      message: 'Odeslaná data nejsou platná.',
      errors: { email: ['Pole musí obsahovat platný email.'] },
    });
    const en = await post('/api/subscriber/save?lang=en', {});
    expect(en.json()).toEqual({
      statusCode: 422,
      error: 'validation_failed',
      message: 'The submitted data are not valid.',
      errors: { email: ['This field is required.'] },
    });
    // The browser's language is not the request's: only the address names one.
    const header = await post('/api/subscriber/save', { email: '' }, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(header.json().errors.email).toEqual(['Pole musí být vyplněno']);
    const unknown = await post('/api/subscriber/save?lang=fr', { email: 5 });
    expect(unknown.json().errors.email).toEqual(['Pole musí obsahovat platný email.']);
  });

  it('answers 400 to malformed JSON and 413 to a body over the limit', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/subscriber/save',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'bad_request' });
    const big = await post('/api/subscriber/save', { email: 'a@example.com', padding: 'x'.repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, error: 'payload_too_large' });
  });
});

describe('uploads: POST /api/filemanager/upload/file', () => {
  it('stores allowed files under random names and answers their descriptors', async () => {
    const sent = [
      { name: 'nabidka.pdf', content: pdf, type: 'application/pdf' },
      { name: 'logo.png', content: png },
      { name: 'smlouva.docx', content: zip(['[Content_Types].xml', 'word/document.xml']) },
      { name: 'legacy.doc', content: ole(['WordDocument', '1Table']) },
      { name: '../../poznamka.txt', content: Buffer.from('Dobrý den,\nposílám podklady.\n') },
    ];
    const body = multipart(sent);
    const res = await t.app.inject({ method: 'POST', url: '/api/filemanager/upload/file', ...body });
    expect(res.statusCode).toBe(200);
    const files = res.json();
    expect(files.map((f: { mime: string }) => f.mime)).toEqual([
      'application/pdf',
      'image/png',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
      'text/plain',
    ]);
    expect(files.map((f: { name: string }) => f.name)).toEqual([
      'nabidka.pdf',
      'logo.png',
      'smlouva.docx',
      'legacy.doc',
      'poznamka.txt',
    ]);
    expect(files[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'nabidka.pdf',
      size: pdf.length,
      mime: 'application/pdf',
      format: 'file',
    });
    expect(files[4].name).toBe('poznamka.txt');
    // Each is kept in the database under a random name, its bytes as sent; the upload folder is empty.
    for (const [i, file] of (files as { id: string }[]).entries()) {
      const row = await t.db.handle.db
        .selectFrom('uploaded_files')
        .select('stored_name')
        .where('id', '=', file.id)
        .executeTakeFirstOrThrow();
      expect(row.stored_name).toMatch(/^[0-9a-f]{32}$/);
      expect((await storedBytes(t.db.handle.db, file.id))?.equals(sent[i]!.content)).toBe(true);
    }
    expect(readdirSync(t.uploadDir)).toEqual([]);
  });

  it('rejects files by their content, whatever their name or declared type', async () => {
    for (const content of [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      zip(['evil.exe']),
      Buffer.from('#!/bin/sh\nrm -rf /\u0000'),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file?lang=en',
        ...multipart([{ name: 'photo.png', content, type: 'image/png' }]),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file[0]).toMatch(/cannot be uploaded/);
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/filemanager/upload/file', ...multipart([]) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual(['Pole musí být vyplněno']);
    const json = await post('/api/filemanager/upload/file', { file: 'x' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses macro-enabled documents and compound files that are not Word, Excel or PowerPoint', async () => {
    for (const content of [
      zip(['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin']),
      zip(['[Content_Types].xml', 'xl/workbook.xml', 'xl/VBAPROJECT.BIN']),
      withCentralDirectory(
        ['[Content_Types].xml', 'word/document.xml'],
        ['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin'],
      ),
      ole(['SummaryInformation', 'Property', 'File', 'Directory']), // an MSI installer's directory
      ole(['WordDocument', '1Table', 'Macros', 'VBA']),
      ole(['Workbook', '_VBA_PROJECT_CUR']),
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file?lang=en',
        ...multipart([{ name: 'setup.msi', content }]),
      });
      expect(res.statusCode).toBe(422);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/filemanager/upload/file',
      ...multipart([
        { name: 'tabulka.xls', content: ole(['Workbook', 'SummaryInformation']) },
        { name: 'slides.ppt', content: ole(['PowerPoint Document', 'Current User']) },
        { name: 'ok.xlsx', content: zip(['[Content_Types].xml', 'xl/workbook.xml']) },
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((f: { mime: string; name: string }) => [f.name, f.mime])).toEqual([
      ['tabulka.xls', 'application/vnd.ms-excel'],
      ['slides.ppt', 'application/vnd.ms-powerpoint'],
      ['ok.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
  });

  it('stores and answers a sanitised name with the extension of the detected type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/filemanager/upload/file',
      ...multipart([
        { name: 'run.bat', content: Buffer.from('echo hello\r\n') },
        { name: 'C:\\Users\\eva\\Výpis z účtu.exe.pdf', content: pdf },
        { name: 'photo.php', content: png },
        { name: '<img src=x onerror=alert(1)>.docx', content: zip(['[Content_Types].xml', 'word/document.xml']) },
        { name: '.htaccess', content: Buffer.from('text') },
      ]),
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((f: { name: string }) => f.name);
    expect(names).toEqual([
      'run.txt',
      'Výpis z účtu_exe.pdf',
      'photo.png',
      'img src_x onerror_alert(1).docx',
      'htaccess.txt',
    ]);
    const rows = await t.db.handle.db
      .selectFrom('uploaded_files')
      .select('original_name')
      .where(
        'id',
        'in',
        res.json().map((f: { id: string }) => f.id),
      )
      .execute();
    expect(rows.map((r) => r.original_name).sort()).toEqual([...names].sort());
  });

  it('answers 413 for a file over the size limit and for more than 5 files', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/filemanager/upload/file',
      ...multipart([{ name: 'big.pdf', content: Buffer.concat([pdf, Buffer.alloc(210 * 1024, 0x20)]) }]),
    });
    expect(big.statusCode).toBe(413);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, content: pdf }));
    const many = await t.app.inject({ method: 'POST', url: '/api/filemanager/upload/file', ...multipart(six) });
    expect(many.statusCode).toBe(413);
  });
});

describe('enquiry: POST /api/user-request/save', () => {
  const base = { firstname: 'Jan Novák', email: 'jan.novak@example.com', phone: '+420 777 123 456', agreement: true };

  it('saves a contact-form enquiry as plain text and answers its id after commit', async () => {
    const res = await post(
      '/api/user-request/save',
      {
        ...base,
        content: {
          type: 'contact-form',
          name: 'Chci založit s.r.o. <b>rychle</b>\nDěkuji',
          otherServices: ['Účetnictví'],
        },
      },
      { 'x-site-url': 'https://www.example.cz/' },
    );
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));
    const row = await t.db.handle.db
      .selectFrom('user_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      firstname: 'Jan Novák',
      email: 'jan.novak@example.com',
      phone: '+420 777 123 456',
      locale: 'cs',
      status: 'new',
      site_url: 'https://www.example.cz/',
    });
    expect(row.content).toEqual({
      type: 'contact-form',
      id: null,
      name: 'Chci založit s.r.o. <b>rychle</b>\nDěkuji',
      otherServices: ['Účetnictví'],
    });
  });

  it('links uploaded files to the enquiry, each file once', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/filemanager/upload/file',
      ...multipart([{ name: 'vypis.pdf', content: pdf }]),
    });
    const [file] = up.json();
    const res = await post('/api/user-request/save', {
      ...base,
      files: [file],
      content: { type: 'virtual-place', id: 1, name: 'Praha 1' },
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.db.handle.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(stored.user_request_id).toBe(res.json().id);
    const reuse = await post('/api/user-request/save', {
      ...base,
      files: [file],
      content: { type: 'virtual-place', id: 1 },
    });
    expect(reuse.statusCode).toBe(422);
    expect(Object.keys(reuse.json().errors)).toEqual(['files.0.id']);
  });

  it('reserves a ready-made company; a second reservation is refused and nothing is saved', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/readymade' }))
      .json()
      .data.find((c: { id: number }) => c.id === 3);
    expect(before.reserved).toBe(false);
    const res = await post('/api/user-request/save', {
      ...base,
      content: { type: 'readymade', id: 3, name: 'Gama Trade s.r.o.', virtualPlace: true },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/readymade' }))
      .json()
      .data.find((c: { id: number }) => c.id === 3);
    expect(after.reserved).toBe(true);
    const row = await t.db.handle.db
      .selectFrom('user_requests')
      .select('content')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.content).toMatchObject({ type: 'readymade', id: 3, virtualPlace: true });

    const count = async () =>
      (
        await t.db.handle.db
          .selectFrom('user_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const n = await count();
    const up = (
      await t.app.inject({
        method: 'POST',
        url: '/api/filemanager/upload/file',
        ...multipart([{ name: 'plna-moc.pdf', content: pdf }]),
      })
    ).json()[0];
    const again = await post('/api/user-request/save?lang=en', {
      ...base,
      email: 'druhy@example.com',
      files: [{ id: up.id }],
      content: { type: 'readymade', id: 3 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'already_reserved',
      message: 'This company has already been reserved.',
      id: expect.any(Number),
    });
    // The visitor's enquiry is kept, marked as a reservation conflict; the reservation stays with the first one.
    expect(Number(await count())).toBe(Number(n) + 1);
    const kept = await t.db.handle.db
      .selectFrom('user_requests')
      .selectAll()
      .where('id', '=', again.json().id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      email: 'druhy@example.com',
      firstname: 'Jan Novák',
      status: 'reservation_conflict',
      content: { type: 'readymade', id: 3 },
    });
    const file = await t.db.handle.db
      .selectFrom('uploaded_files')
      .select('user_request_id')
      .where('id', '=', up.id)
      .executeTakeFirstOrThrow();
    expect(file.user_request_id).toBe(kept.id);
    const reservation = await t.db.handle.db
      .selectFrom('readymade_reservations')
      .selectAll()
      .where('company_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(reservation.user_request_id).toBe(res.json().id);
    const seededReserved = await post('/api/user-request/save', { ...base, content: { type: 'readymade', id: 2 } });
    expect(seededReserved.statusCode).toBe(409);
    const missing = await post('/api/user-request/save', { ...base, content: { type: 'readymade', id: 999 } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'content.id': ['Hodnota pole není platná.'] });
  });

  it('answers 422 with every invalid field, nested paths joined by dots', async () => {
    const cs = await post('/api/user-request/save', { email: 'x@', phone: 'abc', content: { type: 'spaceship' } });
    expect(cs.statusCode).toBe(422);
    expect(cs.json().errors).toEqual({
      firstname: ['Pole musí být vyplněno'],
      email: ['Pole musí obsahovat platný email.'],
      phone: ['Pole musí obsahovat pouze číslice.'],
      'content.type': ['Hodnota pole není platná.'],
      agreement: ['Toto pole je nutné potvrdit.'],
    });
    const unticked = await post('/api/user-request/save?lang=en', {
      ...base,
      agreement: false,
      content: { type: 'contact-form', name: 'Dotaz' },
    });
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().errors).toEqual({ agreement: ['This field must be confirmed.'] });
    const en = await post('/api/user-request/save?lang=en', {
      ...base,
      firstname: 'x'.repeat(101),
      content: { type: 'readymade' },
    });
    expect(en.json().errors).toEqual({
      firstname: ['Please enter at most 100 characters.'],
      'content.id': ['This field is required.'],
    });
    const noId = await post('/api/user-request/save?lang=en', { ...base, content: { type: 'readymade' } });
    expect(noId.json().errors).toEqual({ 'content.id': ['This field is required.'] });
    const notObject = await post('/api/user-request/save', [1, 2]);
    expect(notObject.json().errors).toEqual({ body: ['Hodnota pole není platná.'] });
  });
});
