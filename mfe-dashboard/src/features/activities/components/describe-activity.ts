import type { Activity } from '@church/contracts';
import { formatMoney } from '@church/ui';
import { paths } from '../../../config/paths';
import { translate } from '../../../i18n/catalogues';

/** Who, when the subject names nobody: a member since deleted. */
const someone = () => translate('dashboard.activities.deletedMember');
const quoted = (title: string | null) =>
  title ? translate('dashboard.activities.quoted', { title }) : translate('dashboard.activities.renamedItem');
const money = (amount: number | null) =>
  amount === null ? translate('dashboard.activities.aGift') : formatMoney(amount);

/** 'Daniel Okafor gave $25.00': who did what, as the list and its delete dialog say it. */
export function describeActivity(activity: Activity): string {
  const who = activity.actorName ?? someone();
  switch (activity.kind) {
    case 'registration':
      return translate('dashboard.activities.registration', { who });
    case 'gift':
      return translate('dashboard.activities.gift', { who, amount: money(activity.amount) });
    case 'refund':
      return translate('dashboard.activities.refund', { who, amount: money(activity.amount) });
    case 'prayer-request':
      return translate('dashboard.activities.prayerRequest', { who });
    case 'comment':
      return translate('dashboard.activities.comment', { who, subject: quoted(activity.subjectTitle) });
    case 'video':
      return translate('dashboard.activities.video', { subject: quoted(activity.subjectTitle) });
    case 'post':
      return translate('dashboard.activities.post', { subject: quoted(activity.subjectTitle) });
    case 'event':
      return translate('dashboard.activities.event', { subject: quoted(activity.subjectTitle) });
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
