import type { Activity } from '@church/contracts';
import { formatMoney } from '@church/ui';
import { paths } from '../../../config/paths';

/** Who, when the subject names nobody: a member since deleted. */
const someone = 'A deleted member';
const quoted = (title: string | null) => (title ? `“${title}”` : 'an item since renamed');
const money = (amount: number | null) => (amount === null ? 'a gift' : formatMoney(amount));

/** 'Daniel Okafor gave $25.00': who did what, as the list and its delete dialog say it. */
export function describeActivity(activity: Activity): string {
  const who = activity.actorName ?? someone;
  switch (activity.kind) {
    case 'registration':
      return `${who} joined the church`;
    case 'gift':
      return `${who} gave ${money(activity.amount)}`;
    case 'refund':
      return `${money(activity.amount)} refunded to ${who}`;
    case 'prayer-request':
      return `${who} sent a prayer request`;
    case 'comment':
      return `${who} commented on ${quoted(activity.subjectTitle)}`;
    case 'video':
      return `Video ${quoted(activity.subjectTitle)} uploaded`;
    case 'post':
      return `Post ${quoted(activity.subjectTitle)} published`;
    case 'event':
      return `Event ${quoted(activity.subjectTitle)} created`;
  }
}

/** Where the entry leads: the subject on the public site, or its page in the dashboard. */
export function activityLink(activity: Activity): string {
  switch (activity.kind) {
    case 'registration':
      return `/dashboard/members?search=${encodeURIComponent(activity.actorName ?? '')}`;
    case 'gift':
    case 'refund':
      return '/dashboard/givings';
    case 'prayer-request':
      return '/dashboard/prayer-requests';
    case 'comment':
      // Every comment has its video; the list of videos stands in should the API ever omit it.
      return activity.videoId === null ? paths.publicVideos : paths.publicVideo(activity.videoId);
    case 'video':
      return paths.publicVideo(Number(activity.subjectId));
    case 'post':
      return paths.publicPost(Number(activity.subjectId));
    case 'event':
      return paths.publicEvents;
  }
}
