import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Area } from '@church/areas';
import { openModal } from '@church/modals';
import { Button, SearchBox } from '@church/ui';
import type { PrayerRequest, PrayerRequestStatus } from '@church/contracts';
import { requestsOf, usePrayerRequests } from '../api/get-prayer-requests';
import { useMarkThreadRead } from '../api/mark-seen';
import { useLiveRequests } from '../hooks/use-live-requests';
import { useRefreshAfterNewRequest } from '../hooks/use-refresh-after-new-request';
import { RequestList } from './request-list';
import { StatusFilter } from './status-filter';
import { Thread } from './thread';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './prayer-requests.module.css';

const sendRequest = () => openModal('prayer-request', { page: '/account/prayer-requests' });

function NoRequests() {
  const { t } = useTranslate();
  return (
    <div className="ui-empty">
      <p>{t('account.prayer.none')}</p>
      <Button onClick={sendRequest}>{t('account.prayer.sendRequest')}</Button>
    </div>
  );
}

/**
 * Requests beside the open thread (one column on phones, where the thread replaces the list).
 * In the account area a member's own requests; in the dashboard every member's, for admins.
 */
export function PrayerRequests({ area }: { area: Area }) {
  const markRead = useMarkThreadRead();
  const { t } = useTranslate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PrayerRequestStatus>('all');
  const [opened, setOpened] = useState<PrayerRequest | null>(null);
  const query = usePrayerRequests({ area, search, status: area === 'dashboard' ? status : 'all' });
  // The row as the list holds it now (badge, answered state), or as it was when opened.
  const open = opened ? (requestsOf(query.data).find((request) => request.id === opened.id) ?? opened) : null;

  const listRef = useRef<HTMLDivElement>(null);
  const [closedId, setClosedId] = useState<number | null>(null);

  useLiveRequests(area, open?.id ?? null);
  useRefreshAfterNewRequest();

  // Back on a phone brings the list back: the focus returns to the request that was open.
  useEffect(() => {
    if (closedId === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-request-id="${closedId}"]`)?.focus();
  }, [closedId]);

  const openRequest = (request: PrayerRequest) => {
    markRead(request);
    setOpened(request);
    setClosedId(null);
  };
  const back = () => {
    setClosedId(open?.id ?? null);
    setOpened(null);
  };

  let empty: ReactNode = <p className="ui-empty">{t('account.prayer.none')}</p>;
  if (search) empty = <p className="ui-empty">{t('account.prayer.noMatch')}</p>;
  else if (area === 'dashboard' && status !== 'all')
    empty = (
      <p className="ui-empty">{t(status === 'open' ? 'account.prayer.noneOpen' : 'account.prayer.noneAnswered')}</p>
    );
  else if (area === 'account') empty = <NoRequests />;

  return (
    <div className={open ? `${styles.frame} ${styles.threadOpen}` : styles.frame}>
      <div ref={listRef} className={styles.listColumn}>
        <div className={styles.toolbar}>
          <SearchBox
            label={t('account.prayer.search')}
            placeholder={t(area === 'dashboard' ? 'account.prayer.searchDashboard' : 'account.prayer.searchAccount')}
            value={search}
            onSearch={setSearch}
          />
          {area === 'dashboard' ? (
            <StatusFilter value={status} onChange={setStatus} />
          ) : (
            // Members may ask from here too, not only from a sermon.
            <Button variant="secondary" onClick={sendRequest}>
              {t('account.prayer.newRequest')}
            </Button>
          )}
        </div>
        <RequestList query={query} area={area} openId={open?.id ?? null} onOpen={openRequest} empty={empty} />
      </div>
      <div className={styles.threadColumn}>
        {open ? (
          <Thread key={open.id} request={open} area={area} onBack={back} />
        ) : (
          <p className={styles.choose}>{t('account.prayer.choose')}</p>
        )}
      </div>
    </div>
  );
}
