import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPlayer } from './video-player';

const url = '/api/files/00000000-0000-4000-a000-000000000001.mp4';
const poster = '/api/files/00000000-0000-4000-a000-000000000002.webp';
const videoOf = (container: HTMLElement) => container.querySelector('video');

beforeEach(() => {
  // jsdom plays nothing; the player only needs play() to be callable.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => jest.restoreAllMocks());

it("shows an uploaded video's poster and fetches nothing of the video before Play", async () => {
  const { container } = render(<VideoPlayer name="Sunday sermon" url={url} poster={poster} eager />);
  const video = videoOf(container);
  expect(video).toHaveAttribute('poster', poster);
  expect(video).toHaveAttribute('preload', 'none');
  expect(video).toHaveAttribute('src', url);
  expect(video).not.toHaveAttribute('controls');

  await userEvent.click(screen.getByRole('button', { name: 'Play Sunday sermon' }));
  expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  expect(video).toHaveAttribute('controls');
  expect(screen.queryByRole('button', { name: 'Play Sunday sermon' })).not.toBeInTheDocument();
});

it('paints the first frame of an uploaded video that has no poster', () => {
  const { container } = render(<VideoPlayer name="Sunday sermon" url={url} poster={null} eager />);
  const video = videoOf(container);
  expect(video).not.toHaveAttribute('poster');
  expect(video).toHaveAttribute('preload', 'metadata');
  expect(video).toHaveAttribute('src', `${url}#t=0.001`);
});
