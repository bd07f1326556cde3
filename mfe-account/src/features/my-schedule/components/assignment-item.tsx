import { useState, type FormEvent } from 'react';
import { schedulingRules, type AssignmentStatus, type MyAssignment } from '@church/contracts';
import { Button, formatDateTime, StatusBadge, TextArea, type StatusTone } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useAnswerAssignment } from '../api/answer-assignment';
import { EVERYONE_IN_POSITION, ReplacementField } from './replacement-field';
import styles from './my-schedule.module.css';

const tones: Record<AssignmentStatus, StatusTone> = { pending: 'neutral', accepted: 'success', declined: 'attention' };

/** One assignment: where and when, its status in words (and colour), and Accept / Decline. */
export function AssignmentItem({ assignment }: { assignment: MyAssignment }) {
  const { t } = useTranslate();
  const answer = useAnswerAssignment(assignment.id);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [replacementId, setReplacementId] = useState('');
  const headingId = `assignment-${assignment.id}`;
  const statuses: Record<AssignmentStatus, string> = {
    pending: t('account.schedule.pending'),
    accepted: t('account.schedule.accepted'),
    declined: t('account.schedule.declined'),
  };

  const decline = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      {
        answer: 'decline',
        reason,
        ...(replacementId === EVERYONE_IN_POSITION
          ? { offerToPosition: true }
          : replacementId
            ? { replacementId }
            : {}),
      },
      { onSuccess: () => setDeclining(false) },
    );
  };

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.row}>
        <h2 id={headingId}>{assignment.planName}</h2>
        <StatusBadge tone={tones[assignment.status]}>{statuses[assignment.status]}</StatusBadge>
      </div>
      <p className={styles.muted}>
        {assignment.startsAt ? formatDateTime(assignment.startsAt) : t('account.schedule.undated')}
        {' · '}
        {t('account.schedule.as', { position: assignment.positionName, team: assignment.teamName })}
      </p>
      {assignment.inPlaceOf ? (
        <p className={styles.muted}>{t('account.schedule.inPlaceOf', { name: assignment.inPlaceOf })}</p>
      ) : null}
      {assignment.declineReason ? (
        <p className={styles.muted}>{t('account.schedule.reason', { reason: assignment.declineReason })}</p>
      ) : null}
      {declining ? (
        <form className={styles.declineForm} onSubmit={decline}>
          <TextArea
            label={t('account.schedule.reasonLabel')}
            value={reason}
            maxLength={schedulingRules.declineReasonMax}
            rows={2}
            autoFocus
            onChange={(event) => setReason(event.target.value)}
          />
          <ReplacementField
            assignmentId={assignment.id}
            value={replacementId}
            onChange={setReplacementId}
            canOffer={assignment.startsAt !== null}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={answer.isPending}>
              {t('account.schedule.confirmDecline')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              {t('account.schedule.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          {assignment.status !== 'accepted' ? (
            <Button loading={answer.isPending} onClick={() => answer.mutate({ answer: 'accept' })}>
              {t('account.schedule.accept')}
              <span className="ui-visually-hidden"> {assignment.planName}</span>
            </Button>
          ) : null}
          {assignment.status !== 'declined' ? (
            <Button variant="secondary" onClick={() => setDeclining(true)}>
              {t('account.schedule.decline')}
              <span className="ui-visually-hidden"> {assignment.planName}</span>
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
