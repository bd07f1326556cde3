import { testSession } from '@church/testing';
import type { Session } from '@church/auth';
import type { Comment, EventSummary, Post, PostSummary, Video } from '@church/contracts';

export function aVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 1,
    name: 'Sunday sermon',
    videoUrl: '/api/files/sermon.mp4',
    creationDate: new Date(2025, 4, 4, 10, 30).toISOString(),
    isOnHomePage: true,
    posterUrl: null,
    ...overrides,
  };
}

export function aPostSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 1,
    heading: 'Serving our city',
    text: 'How the food pantry grew this spring.',
    titlePictureUrl: '/api/files/pantry.jpg',
    rowPosition: null,
    creationDate: new Date(2025, 3, 1).toISOString(),
    ...overrides,
  };
}

export function aPost(overrides: Partial<Post> = {}): Post {
  return { ...aPostSummary(), postItems: [], ...overrides };
}

export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    videoId: 1,
    text: 'Thank you for this message',
    creationDate: new Date(2025, 4, 5, 9, 0).toISOString(),
    creator: { id: 'u-1', firstName: 'Ann', lastName: 'Lee', photoUrl: null },
    ...overrides,
  };
}

export function anEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 1,
    title: 'Youth night',
    body: 'Games, worship and pizza.',
    location: 'Fellowship hall',
    // 6 to 8 PM on the church's clock (Central Daylight Time, UTC-5), whatever the test's zone.
    startDate: '2030-06-06T23:00:00.000Z',
    endDate: '2030-06-07T01:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in visitor (the shared test session, with an id of this remote's fixtures). */
export function aSession(overrides: Partial<Session> = {}): Session {
  return testSession({ userId: 'u-1', ...overrides });
}
