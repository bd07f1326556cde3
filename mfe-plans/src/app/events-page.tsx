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
import { useTranslate } from '../i18n/catalogues';

type TabKey = 'events' | 'templates' | 'groups' | 'group-types';
// Each tab's label is a catalogue id, read in the page's language when drawn.
const tabs: readonly Tab<TabKey>[] = [
  { key: 'events', label: 'plans.events.tabEvents' },
  { key: 'templates', label: 'plans.events.tabTemplates' },
  { key: 'groups', label: 'plans.events.tabGroups' },
  { key: 'group-types', label: 'plans.events.tabGroupTypes' },
];
const isTab = (key: string | null): key is TabKey => tabs.some((tab) => tab.key === key);

/**
 * /dashboard/events and /account/events (Events action): events, their templates, groups and
 * group types, a tab each (the tab in the URL). One event dialog serves create, edit and
 * "new event from a template".
 */
export default function EventsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  const zone = churchTimeZone();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'events';
  // A tab keeps no other tab's page or search.
  const showTab = (key: TabKey) => setParams(key === 'events' ? {} : { tab: key });
  const [draft, setDraft] = useState<EventDraft | null>(null);

  return (
    <section className="ui-page">
      <h1>{t('plans.events.heading')}</h1>
      <Tabs
        label={t('plans.events.sections')}
        tabs={tabs.map((each) => ({ ...each, label: t(each.label) }))}
        current={tab}
        onChange={showTab}
      >
        {tab === 'events' ? (
          <EventsList
            onCreate={() => setDraft({ title: t('plans.events.new'), initial: emptyEventForm(zone), group: null })}
            onEdit={(event) =>
              setDraft({
                title: t('plans.common.editNamed', { name: event.title }),
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
                title: t('plans.events.newFrom', { title: template.title }),
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
