import { useState } from 'react';
import { householdRules, type HouseholdRule, type PlanSchedule } from '@church/contracts';
import { Button, useConfirm } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useDeleteTeam } from '../api/delete-team';
import { useSavePosition } from '../api/save-position';
import { useSaveTeam } from '../api/save-team';
import { NameForm } from './name-form';
import { PositionItem, type ConfirmRequest } from './position-item';
import styles from './scheduling.module.css';

type PlanTeam = PlanSchedule['teams'][number];

function TeamCard({
  serviceTypeId,
  team,
  confirm,
}: {
  serviceTypeId: number;
  team: PlanTeam;
  confirm: (request: ConfirmRequest) => void;
}) {
  const { t } = useTranslate();
  const [renaming, setRenaming] = useState(false);
  const save = useSaveTeam(serviceTypeId);
  const remove = useDeleteTeam(serviceTypeId);
  const addPosition = useSavePosition(serviceTypeId);
  const headingId = `team-${team.id}`;
  const ruleLabels: Record<HouseholdRule, string> = {
    none: t('plans.scheduling.householdRule.none'),
    together: t('plans.scheduling.householdRule.together'),
    apart: t('plans.scheduling.householdRule.apart'),
  };

  return (
    <li className={styles.card} aria-labelledby={headingId}>
      {renaming ? (
        <NameForm
          label={t('plans.scheduling.teamName')}
          submitLabel={t('plans.common.save')}
          initialName={team.name}
          onSave={({ name }) => save.mutateAsync({ id: team.id, name })}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className={styles.row}>
          <h3 id={headingId}>{team.name}</h3>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              {t('plans.common.rename')}
              <span className="ui-visually-hidden"> {team.name}</span>
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                confirm({
                  title: t('plans.scheduling.deleteTeamTitle'),
                  message: t('plans.scheduling.deleteTeamMessage', { team: team.name }),
                  confirmLabel: t('plans.common.delete'),
                  onConfirm: () => remove.mutateAsync(team.id),
                })
              }
            >
              {t('plans.common.delete')}
              <span className="ui-visually-hidden"> {team.name}</span>
            </Button>
          </div>
        </div>
      )}
      <label className={styles.inlineField}>
        {t('plans.scheduling.householdRuleLabel', { team: team.name })}
        <select
          value={team.householdRule}
          onChange={(event) =>
            save.mutate({ id: team.id, name: team.name, householdRule: event.target.value as HouseholdRule })
          }
        >
          {householdRules.map((rule) => (
            <option key={rule} value={rule}>
              {ruleLabels[rule]}
            </option>
          ))}
        </select>
      </label>
      {team.positions.length === 0 ? <p className={styles.muted}>{t('plans.scheduling.noPositions')}</p> : null}
      <ul className={styles.list}>
        {team.positions.map((position) => (
          <PositionItem
            key={position.id}
            serviceTypeId={serviceTypeId}
            teamId={team.id}
            position={position}
            confirm={confirm}
          />
        ))}
      </ul>
      <NameForm
        label={t('plans.scheduling.newPosition', { team: team.name })}
        submitLabel={t('plans.scheduling.addPosition')}
        withNeeded
        onSave={(values) => addPosition.mutateAsync({ teamId: team.id, ...values })}
      />
    </li>
  );
}

/** The service type's teams, their positions and the members who may serve in each. */
export function TeamsSection({ serviceTypeId, teams }: { serviceTypeId: number; teams: readonly PlanTeam[] }) {
  const { t } = useTranslate();
  const addTeam = useSaveTeam(serviceTypeId);
  const { confirm, dialog } = useConfirm();
  const ask = ({ message, ...request }: ConfirmRequest) => void confirm({ ...request, message: <p>{message}</p> });

  return (
    <section aria-labelledby="plan-teams" className={styles.section}>
      <h2 id="plan-teams">{t('plans.scheduling.teamsHeading')}</h2>
      {teams.length === 0 ? <p className="ui-empty">{t('plans.scheduling.noTeams')}</p> : null}
      <ul className={styles.list}>
        {teams.map((team) => (
          <TeamCard key={team.id} serviceTypeId={serviceTypeId} team={team} confirm={ask} />
        ))}
      </ul>
      <NameForm
        label={t('plans.scheduling.newTeam')}
        submitLabel={t('plans.scheduling.addTeam')}
        onSave={({ name }) => addTeam.mutateAsync({ name })}
      />
      {dialog}
    </section>
  );
}
