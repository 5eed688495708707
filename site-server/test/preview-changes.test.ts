import { changesOf } from '../src/preview';

// What the preview badge lists of a release: read from its release.json as the release tool wrote it.

describe('the changes of a previewed release', () => {
  it('are its note, then each commit subject with its short sha', () => {
    expect(
      changesOf({
        changes: {
          since: '1.0.0-abc1234',
          note: 'Spring archive',
          commits: [
            { commit: 'def5678', subject: 'News archive at /novinky/archiv' },
            { commit: 'abc9999', subject: 'News page lists posts by month' },
          ],
          more: 0,
        },
      }),
    ).toEqual([
      'Spring archive',
      'News archive at /novinky/archiv (def5678)',
      'News page lists posts by month (abc9999)',
    ]);
  });

  it('are none for a release made before releases recorded them, and leave out what is not in shape', () => {
    expect(changesOf({})).toEqual([]);
    expect(changesOf({ changes: 'everything' })).toEqual([]);
    expect(
      changesOf({ changes: { note: '', commits: [{ commit: 'def5678' }, 'x', { commit: 1, subject: 'y' }, null] } }),
    ).toEqual([]);
  });
});
