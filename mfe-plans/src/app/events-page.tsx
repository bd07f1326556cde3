import { useState } from 'react';
import type { AreaPageProps } from '@church/areas';
import { useSearchParams } from '@church/router';
import { churchTimeZone } from '@church/ui';
import { Tabs, type Tab } from '../components/tabs';
import { EventDialog, type EventDraft } from '../features/events/components/event-dialog';
import { emptyEventForm, eventToForm, templateToForm } from '../features/events/components/event-form-schema';
import { EventsList } from '../features/events/components/events-list';
import { TemplatesList } from '../features/events/components/templates-list';
import { GroupTypesList } from '../features/groups/components/group-types-list';
import { GroupsList } from '../features/groups/components/groups-list';

type TabKey = 'events' | 'templates' | 'groups' | 'group-types';
const tabs: readonly Tab<TabKey>[] = [
  { key: 'events', label: 'Events' },
  { key: 'templates', label: 'Templates' },
  { key: 'groups', label: 'Groups' },
  { key: 'group-types', label: 'Group types' },
];
const isTab = (key: string | null): key is TabKey => tabs.some((tab) => tab.key === key);

/**
 * /dashboard/events and /account/events (Events action): events, their templates, groups and
 * group types, a tab each (the tab in the URL). One event dialog serves create, edit and
 * "new event from a template".
 */
export default function EventsPage(_props: AreaPageProps) {
  const zone = churchTimeZone();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'events';
  // A tab keeps no other tab's page or search.
  const showTab = (key: TabKey) => setParams(key === 'events' ? {} : { tab: key });
  const [draft, setDraft] = useState<EventDraft | null>(null);

  return (
    <section className="ui-page">
      <h1>Events</h1>
      <Tabs label="Events sections" tabs={tabs} current={tab} onChange={showTab}>
        {tab === 'events' ? (
          <EventsList
            onCreate={() => setDraft({ title: 'New event', initial: emptyEventForm(zone), group: null })}
            onEdit={(event) =>
              setDraft({
                title: `Edit “${event.title}”`,
                initial: eventToForm(event, zone),
                group: event.group,
                eventId: event.id,
              })
            }
          />
        ) : null}
        {tab === 'templates' ? (
          <TemplatesList
            onUse={(template) =>
              setDraft({
                title: `New event from “${template.title}”`,
                initial: templateToForm(template, zone),
                group: template.group,
              })
            }
          />
        ) : null}
        {tab === 'groups' ? <GroupsList /> : null}
        {tab === 'group-types' ? <GroupTypesList /> : null}
      </Tabs>
      {draft ? <EventDialog draft={draft} onClose={() => setDraft(null)} /> : null}
    </section>
  );
}
