import { testSession } from '@church/testing';
import type { Session } from '@church/auth';
import type { Comment, EventSummary, PostSummary, Video } from '@church/contracts';

export function aVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 1,
    name: 'Sunday sermon',
    videoUrl: '/api/files/sermon.mp4',
    creationDate: '2025-05-04T15:30:00.000Z',
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
    creationDate: '2025-04-01T17:00:00.000Z',
    ...overrides,
  };
}

export function aComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    videoId: 1,
    text: 'Thank you for this message',
    creationDate: '2025-05-05T14:00:00.000Z',
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
