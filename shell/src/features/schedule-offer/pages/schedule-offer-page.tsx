import { useEffect, useState } from 'react';
import type { MyAssignment, OfferLinkPreview } from '@church/contracts';
import { openModal } from '@church/modals';
import { useSearchParams } from '@church/router';
import { Button, formatDateTime, Spinner } from '@church/ui';
import { previewOfferLink, takeOffer, type OfferRefusal } from '../api/offer-link';
import { useTranslate } from '../i18n/catalogues';

type State =
  | { step: 'checking' }
  | { step: 'refused'; reasons: string[] }
  | { step: 'asking'; preview: OfferLinkPreview; failed?: boolean }
  | { step: 'taken'; place: MyAssignment };

const isRefusal = (answer: object): answer is OfferRefusal => 'refused' in answer;

/**
 * Where the "Take this place" link of an offered place lands, signed in or not: shows the place
 * and asks once more (a mail scanner opening the link takes nothing), then takes it. A refusal
 * says why: taken by another teammate or already by them, no longer offered, or a link that
 * does not work.
 */
export default function ScheduleOfferPage() {
  const { t } = useTranslate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'checking' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    previewOfferLink(id, token).then(
      (answer) =>
        current &&
        setState(
          isRefusal(answer) ? { step: 'refused', reasons: answer.reasons } : { step: 'asking', preview: answer },
        ),
      () => current && setState({ step: 'refused', reasons: [] }),
    );
    return () => {
      current = false;
    };
  }, [id, token]);

  if (state.step === 'checking') return <Spinner label={t('shell.scheduleOffer.checking')} />;
  if (state.step === 'refused')
    return (
      <section className="ui-error-panel" role="status">
        <h1>{t('shell.scheduleOffer.refusedHeading')}</h1>
        {state.reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        <p>{t('shell.scheduleOffer.refusedLead')}</p>
        <Button onClick={() => openModal('sign-in')}>{t('shell.scheduleOffer.signIn')}</Button>
      </section>
    );
  if (state.step === 'taken') {
    const { place } = state;
    return (
      <section className="ui-error-panel" role="status">
        <h1>{t('shell.scheduleOffer.taken')}</h1>
        <p>
          {t('shell.scheduleOffer.takenLead', {
            position: place.positionName,
            team: place.teamName,
            plan: place.planName,
            when: place.startsAt ? formatDateTime(place.startsAt) : '',
          })}
        </p>
        <p>{t('shell.scheduleOffer.onMySchedule')}</p>
      </section>
    );
  }

  const { preview } = state;
  const take = () => {
    setSaving(true);
    takeOffer(Number(id), token).then(
      (answer) =>
        setState(isRefusal(answer) ? { step: 'refused', reasons: answer.reasons } : { step: 'taken', place: answer }),
      () => {
        setSaving(false);
        setState({ step: 'asking', preview, failed: true });
      },
    );
  };
  return (
    <section className="ui-page">
      <h1>{t('shell.scheduleOffer.heading')}</h1>
      <p>{t('shell.scheduleOffer.greeting', { name: preview.firstName })}</p>
      <p>
        <strong>
          {t('shell.scheduleOffer.what', {
            name: preview.offeredBy,
            position: preview.positionName,
            team: preview.teamName,
            plan: preview.planName,
          })}
        </strong>
      </p>
      <p>{t('shell.scheduleOffer.when', { when: formatDateTime(preview.startsAt) })}</p>
      <p>{t('shell.scheduleOffer.firstServes')}</p>
      {state.failed ? (
        <p role="alert" className="ui-field__error">
          {t('shell.scheduleOffer.failed')}
        </p>
      ) : null}
      <Button onClick={take} loading={saving}>
        {t('shell.scheduleOffer.take')}
      </Button>
    </section>
  );
}
