import { useEffect, useState, type FormEvent } from 'react';
import { schedulingMessages, schedulingRules, type AnswerLinkPreview } from '@church/contracts';
import { openModal } from '@church/modals';
import { useSearchParams } from '@church/router';
import { Button, formatDateTime, SelectField, Spinner, TextArea } from '@church/ui';
import { answerByLink, EVERYONE_IN_POSITION, previewAnswerLink } from '../api/answer-link';
import { translateMessage, useTranslate } from '../i18n/catalogues';

type State =
  | { step: 'checking' }
  | { step: 'refused' }
  | { step: 'asking'; preview: AnswerLinkPreview; failed?: boolean }
  | { step: 'answered'; accepted: boolean; asked: string };

/**
 * Where a schedule mail's Accept or Decline link lands, signed in or not: shows what it answers
 * and asks once more (a mail scanner opening the link answers nothing), then saves the answer.
 */
export default function ScheduleAnswerPage() {
  const { t } = useTranslate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'checking' });
  const [reason, setReason] = useState('');
  const [replacementId, setReplacementId] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    previewAnswerLink(id, token).then(
      (preview) => current && setState(preview ? { step: 'asking', preview } : { step: 'refused' }),
      () => current && setState({ step: 'refused' }),
    );
    return () => {
      current = false;
    };
  }, [id, token]);

  if (state.step === 'checking') return <Spinner label={t('shell.scheduleAnswer.checking')} />;
  if (state.step === 'refused')
    return (
      <section className="ui-error-panel" role="status">
        <h1>{t('shell.scheduleAnswer.failedHeading')}</h1>
        <p>{translateMessage(schedulingMessages.linkInvalid)}</p>
        <Button onClick={() => openModal('sign-in')}>{t('shell.scheduleAnswer.signIn')}</Button>
      </section>
    );
  if (state.step === 'answered')
    return (
      <section className="ui-error-panel" role="status">
        <h1>{state.accepted ? t('shell.scheduleAnswer.accepted') : t('shell.scheduleAnswer.declined')}</h1>
        {state.asked === EVERYONE_IN_POSITION ? (
          <p>{t('shell.scheduleAnswer.offered')}</p>
        ) : state.asked ? (
          <p>{t('shell.scheduleAnswer.replacementAsked')}</p>
        ) : null}
        <p>{t('shell.scheduleAnswer.changeLater')}</p>
      </section>
    );

  const { preview } = state;
  const { assignment } = preview;
  const accepting = preview.answer === 'accept';
  const teammates = accepting ? [] : (preview.replacements ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const asked = accepting ? '' : replacementId;
    answerByLink(assignment.id, token, accepting ? '' : reason, asked).then(
      (answered) => setState({ step: 'answered', accepted: answered.status === 'accepted', asked }),
      () => {
        setSaving(false);
        setState({ step: 'asking', preview, failed: true });
      },
    );
  };

  return (
    <section className="ui-page">
      <h1>{accepting ? t('shell.scheduleAnswer.acceptHeading') : t('shell.scheduleAnswer.declineHeading')}</h1>
      <p>{t('shell.scheduleAnswer.greeting', { name: preview.firstName })}</p>
      <p>
        <strong>
          {t('shell.scheduleAnswer.what', {
            position: assignment.positionName,
            team: assignment.teamName,
            plan: assignment.planName,
          })}
        </strong>
      </p>
      {assignment.inPlaceOf ? <p>{t('shell.scheduleAnswer.inPlaceOf', { name: assignment.inPlaceOf })}</p> : null}
      <p>
        {assignment.startsAt
          ? t('shell.scheduleAnswer.when', { when: formatDateTime(assignment.startsAt) })
          : t('shell.scheduleAnswer.undated')}
      </p>
      <form onSubmit={submit}>
        {accepting ? null : (
          <TextArea
            label={t('shell.scheduleAnswer.reason')}
            value={reason}
            rows={3}
            maxLength={schedulingRules.declineReasonMax}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {teammates.length > 0 ? (
          <SelectField
            label={t('shell.scheduleAnswer.replacementLabel')}
            value={replacementId}
            onChange={(event) => setReplacementId(event.target.value)}
          >
            <option value="">{t('shell.scheduleAnswer.noReplacement')}</option>
            {assignment.startsAt ? (
              <option value={EVERYONE_IN_POSITION}>{t('shell.scheduleAnswer.offerToPosition')}</option>
            ) : null}
            {teammates.map((teammate) => (
              <option key={teammate.id} value={teammate.id}>
                {teammate.firstName} {teammate.lastName}
              </option>
            ))}
          </SelectField>
        ) : null}
        {state.failed ? (
          <p role="alert" className="ui-field__error">
            {t('shell.scheduleAnswer.failed')}
          </p>
        ) : null}
        <Button type="submit" variant={accepting ? 'primary' : 'danger'} loading={saving}>
          {accepting ? t('shell.scheduleAnswer.accept') : t('shell.scheduleAnswer.decline')}
        </Button>
      </form>
    </section>
  );
}
