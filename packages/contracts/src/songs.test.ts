import { unwrapSong, unwrapSongs, wrapSong, wrapSongs } from './songs';

const grace = { track_id: 1, track_name: 'Amazing Grace', artist_name: 'John Newton' };

it("unwraps the provider's text: header.available is the total, body.track_list the tracks", () => {
  const text = JSON.stringify({
    message: {
      header: { status_code: 200, available: 57, execute_time: 0.02 },
      body: { track_list: [{ track: { ...grace, has_lyrics: 1 } }] },
    },
  });
  expect(unwrapSongs(text)).toEqual({ total: 57, tracks: [grace] });
  expect(unwrapSongs(wrapSongs({ total: 3, tracks: [grace] }))).toEqual({ total: 3, tracks: [grace] });
  expect(unwrapSong(wrapSong(grace))).toEqual(grace);
});

it('refuses text that is not JSON or not the shape', () => {
  expect(() => unwrapSongs('<html>')).toThrow();
  expect(() => unwrapSongs(JSON.stringify({ message: { header: { status_code: 200 }, body: [] } }))).toThrow();
  expect(() =>
    unwrapSong(JSON.stringify({ message: { header: { status_code: 200 }, body: { track: { track_id: '1' } } } })),
  ).toThrow();
});
