import { mapsSearchUrl, visitAddressLine, type ServiceTime } from '@church/contracts';
import { Link } from '@church/router';
import { formatTime } from '@church/ui';
import { paths } from '../../../config/paths';
import { useLiveStatus } from '../../../lib/get-live-status';
import { useVisitInfo } from '../api/get-visit-info';
import { useTranslate } from '../i18n/catalogues';

/** The service times by day of the week, Sunday first, each day's in the order of the clock. */
function byDay(times: ServiceTime[]): [number, ServiceTime[]][] {
  const sorted = [...times].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
  const days = new Map<number, ServiceTime[]>();
  for (const time of sorted) days.set(time.day, [...(days.get(time.day) ?? []), time]);
  return [...days];
}

/**
 * When the church gathers and how to get there: on the home page (kept as the server drew it on a
 * first visit, see visit-section.tsx) and on About Us. Draws nothing until the answer is in: the
 * pages around it stand without it.
 */
export function VisitDetails() {
  const { t } = useTranslate();
  const { data: visit } = useVisitInfo();
  const { data: live } = useLiveStatus();
  if (!visit) return null;
  const { address, phone, email } = visit;
  return (
    <>
      {/* During a streamed service: its place is the sermons page, where Watch Live leads. */}
      {live?.live && live.service ? (
        <p>
          <Link to={paths.videos}>{t('public.visit.liveNow', { name: live.service.name })}</Link>
        </p>
      ) : null}
      <h2 id="visit-heading">{t('public.visit.title')}</h2>
      <p>{t('public.visit.lead')}</p>
      <div>
        <section aria-labelledby="visit-times">
          <h3 id="visit-times">{t('public.visit.times')}</h3>
          {visit.serviceTimes.length === 0 ? (
            <p>{t('public.visit.noTimes')}</p>
          ) : (
            <dl>
              {byDay(visit.serviceTimes).map(([day, times]) => (
                <div key={day}>
                  <dt>{t(`public.visit.day${day}`)}</dt>
                  {times.map((service) => (
                    <dd key={`${service.time} ${service.name}`}>
                      {/* A wall time on the church's clock, written as the page's language writes times. */}
                      <strong>{formatTime(`2000-01-01T${service.time}`)}</strong> {service.name}
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="visit-where">
          <h3 id="visit-where">{t('public.visit.where')}</h3>
          <address>{visitAddressLine(address)}</address>
          {/* A plain link: a phone opens its maps app at the address; no map is drawn here. */}
          <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
            {t('public.visit.directions')}
          </a>
          {visit.parking ? (
            <>
              <h4>{t('public.visit.parking')}</h4>
              <p>{visit.parking}</p>
            </>
          ) : null}
          {visit.accessibility ? (
            <>
              <h4>{t('public.visit.accessibility')}</h4>
              <p>{visit.accessibility}</p>
            </>
          ) : null}
          {phone || email ? (
            <>
              <h4>{t('public.visit.contact')}</h4>
              <p>
                {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
                {phone && email ? ' · ' : null}
                {email ? <a href={`mailto:${email}`}>{email}</a> : null}
              </p>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
