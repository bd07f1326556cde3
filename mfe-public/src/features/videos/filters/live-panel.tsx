import { useEffect, useState } from 'react';
import { Link } from '@church/router';
import { churchDay, formatTime, formatWeekdayAndDay } from '@church/ui';
import { paths } from '../../../config/paths';
import { useLiveStatus } from '../../../lib/get-live-status';
import { useVideos } from '../api/get-videos';
import { useTranslate } from './i18n/catalogues';
import { LivePlayer } from './live-player';
import { timeUntil } from './time-until';

const wholeLibrary = { name: '', series: '', speaker: '' };

/** The browser's clock, read again every second. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Watch Live", at the top of the sermons page (the header's Watch Live link leads there): the
 * player while a service is on; otherwise when the next one starts, on the church's clock, with a
 * countdown, and the latest sermon meanwhile. Asks again when the service starts or ends. Nothing
 * until an admin sets a stream.
 */
export function LivePanel() {
  const { t } = useTranslate();
  const { data: status, refetch } = useLiveStatus();
  const now = useNow();
  const service = status?.service;
  const turn = service ? Date.parse(status?.live ? service.endsAt : service.startsAt) : Infinity;
  const turned = now >= turn;
  // Once the service should have started (or ended), ask until the server says so: the browser's
  // clock may run a little ahead of the server's.
  useEffect(() => {
    if (!turned) return;
    refetch();
    const again = setInterval(refetch, 10_000);
    return () => clearInterval(again);
  }, [turned, refetch]);
  if (!status || !service) return null;

  if (status.live && status.player) {
    return (
      <section aria-labelledby="live-heading">
        <h2 id="live-heading">{t('public.live.now', { name: service.name })}</h2>
        <LivePlayer player={status.player} name={service.name} />
      </section>
    );
  }
  const left = timeUntil(turn, now);
  const countdown =
    left.total === 0
      ? t('public.live.starting')
      : left.days > 0
        ? t('public.live.startsInDays', { days: left.days, hours: left.hours })
        : left.hours > 0
          ? t('public.live.startsInHours', { hours: left.hours, minutes: left.minutes })
          : t('public.live.startsInMinutes', { minutes: left.minutes, seconds: left.seconds });
  return (
    <section aria-labelledby="live-heading">
      <h2 id="live-heading">{t('public.live.next')}</h2>
      <p>
        {t('public.live.when', {
          name: service.name,
          day: formatWeekdayAndDay(churchDay(service.startsAt)),
          time: formatTime(service.startsAt),
        })}
      </p>
      <p role="timer">{countdown}</p>
      <LatestSermon />
    </section>
  );
}

/** Something to watch until the service: the newest sermon (read only while waiting). */
function LatestSermon() {
  const { t } = useTranslate();
  const { data } = useVideos(1, wholeLibrary);
  const sermon = data?.entities[0];
  return sermon ? (
    <p>
      {t('public.live.latest')} <Link to={paths.video(sermon.id)}>{sermon.name}</Link>
    </p>
  ) : null;
}
