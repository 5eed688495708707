import { CSV_BOM, csvCell, toCsv } from '../src/features/admin-enquiries/csv';

describe('the CSV writer', () => {
  it('quotes every field and doubles the quotes inside', () => {
    expect(csvCell('Eva')).toBe('"Eva"');
    expect(csvCell('say "hi"; bye')).toBe('"say ""hi""; bye"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+420 123', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a cell starting like a formula: %j',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it('neutralises a formula with quotes, and leaves other text alone', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(' =x')).toBe('" =x"');
  });

  it('writes the BOM, a header row and `;`-separated rows with CRLF', () => {
    const csv = toCsv(
      ['Jméno', 'E-mail'],
      [
        ['Řehoř Žlutý', 'r@example.com'],
        ['=cmd', null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Jméno";"E-mail"\r\n"Řehoř Žlutý";"r@example.com"\r\n"\'=cmd";""\r\n');
  });
});
