import { useState } from 'react';
import type { Member } from '@church/contracts';
import { Button, Modal, SearchBox } from '@church/ui';
import { joinHousehold, leaveHousehold, useChangeHousehold } from '../api/change-household';
import { useHousehold } from '../api/get-household';
import { useUserSearch } from '../api/search-users';
import styles from './members.module.css';
import { useTranslate } from '../../../i18n/catalogues';

type Person = { id: string; firstName: string; lastName: string };
const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

/**
 * Who lives with the member (teams may keep a household together or apart on a service): the
 * household's members, each removable, and a search to add another member to it.
 */
export function HouseholdDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslate();
  const household = useHousehold(member.id);
  const [search, setSearch] = useState('');
  const found = useUserSearch(search);
  const join = useChangeHousehold(joinHousehold);
  const leave = useChangeHousehold(leaveHousehold);
  const members = household.data?.members ?? [];
  const inIt = new Set(members.map((one) => one.id));
  const name = nameOf(member);

  return (
    <Modal title={t('dashboard.households.title', { name })} onClose={onClose}>
      {household.isPending ? <p aria-busy="true">{t('dashboard.households.loading')}</p> : null}
      {household.data && members.length === 0 ? <p>{t('dashboard.households.none', { name })}</p> : null}
      {members.length > 0 ? (
        <ul className={styles.household} aria-label={t('dashboard.households.membersLabel', { name })}>
          {members.map((one) => (
            <li key={one.id}>
              <span>{nameOf(one)}</span>
              <Button
                variant="link"
                loading={leave.isPending && leave.variables?.userId === one.id}
                onClick={() => leave.mutate({ userId: one.id })}
              >
                {t('dashboard.households.remove')}
                <span className="ui-visually-hidden"> {nameOf(one)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchBox
        label={t('dashboard.households.search', { name })}
        value={search}
        onSearch={setSearch}
        placeholder={t('dashboard.members.searchPlaceholder')}
      />
      {search && found.data ? (
        <ul className={styles.household} aria-label={t('dashboard.households.found')}>
          {found.data
            .filter((one) => one.id !== member.id && !inIt.has(one.id))
            .map((one) => (
              <li key={one.id}>
                <span>{nameOf(one)}</span>
                <Button
                  variant="secondary"
                  loading={join.isPending && join.variables?.userId === one.id}
                  onClick={() => join.mutate({ userId: one.id, withUserId: member.id })}
                >
                  {t('dashboard.households.add')}
                  <span className="ui-visually-hidden"> {nameOf(one)}</span>
                </Button>
              </li>
            ))}
        </ul>
      ) : null}
      {/* Changes are saved as they are made: Done, not a second "Close" beside the corner's. */}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('dashboard.households.done')}
        </Button>
      </div>
    </Modal>
  );
}
