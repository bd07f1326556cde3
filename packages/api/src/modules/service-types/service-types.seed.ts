import type { PlanItemKind } from '@church/contracts';
import type { Seed } from '../../db/seed';
import { createServiceTypesRepository } from './service-types.repository';

type DemoItem = [kind: PlanItemKind, title: string, minutes: number, songKey?: string, description?: string];

// The embedded catalogue's track ids of the demo songs, so "Popular songs" has something to show.
const demoSongIds: Record<string, string> = {
  'Holy, Holy, Holy': '3',
  'Come Thou Fount of Every Blessing': '6',
  'Be Thou My Vision': '9',
  'It Is Well with My Soul': '10',
  'Great Is Thy Faithfulness': '11',
  'What a Friend We Have in Jesus': '13',
};

interface DemoPlan {
  name: string;
  items: DemoItem[];
  notes: string[];
}

// prettier-ignore
export const DEMO_SERVICE_PLANS: DemoPlan[] = [
  {
    name: 'Sunday Morning Worship',
    items: [
      ['header', 'Gathering', 0],
      ['announcement', 'Welcome and announcements', 5, undefined, 'Community Meal on Saturday; Youth Winter Retreat sign-ups close Sunday.'],
      ['song', 'Holy, Holy, Holy', 4, 'D'],
      ['song', 'Come Thou Fount of Every Blessing', 4, 'G'],
      ['prayer', 'Prayer of confession', 3],
      ['header', 'The Word', 0],
      ['reading', 'Isaiah 40:27-31', 3, undefined, 'Read by a member of the youth group.'],
      ['sermon', 'Waiting in Hope', 30, undefined, 'Advent series, week 1: hope.'],
      ['song', 'Great Is Thy Faithfulness', 4, 'Eb'],
      ['prayer', 'Benediction', 2],
    ],
    notes: ['Communion is served on the first Sunday of the month: elders meet at 9:15 in room 108.'],
  },
  {
    name: 'Wednesday Night Prayer',
    items: [
      ['song', 'What a Friend We Have in Jesus', 4, 'F'],
      ['reading', 'Psalm 46', 3],
      ['prayer', 'Prayer for the church and the city', 20, undefined, 'Small groups of three or four.'],
      ['song', 'It Is Well with My Soul', 4, 'C'],
    ],
    notes: ['Childcare is in the nursery wing until 8:30.'],
  },
  {
    name: 'Youth Night',
    items: [
      ['announcement', 'Winter Retreat reminders', 5],
      ['song', 'Be Thou My Vision', 4, 'Eb'],
      ['sermon', 'Living Water: John 4', 20],
      ['prayer', 'Closing prayer', 3],
    ],
    notes: [],
  },
];

/** Three plans with items and notes, so the plans pages have something to show; once per database. */
export const demoServicePlansSeed: Seed = {
  name: 'service-types/demo',
  async run(tx) {
    const repository = createServiceTypesRepository(tx);
    for (const plan of DEMO_SERVICE_PLANS) {
      const serviceTypeId = await repository.insert(plan.name, tx);
      for (const [index, [kind, title, lengthMinutes, songKey, description]] of plan.items.entries()) {
        await repository.insertItem(
          {
            serviceTypeId,
            position: index + 1,
            kind,
            title,
            lengthMinutes,
            songKey: songKey ?? null,
            songId: kind === 'song' ? (demoSongIds[title] ?? null) : null,
            description: description ?? null,
          },
          tx,
        );
      }
      for (const text of plan.notes) await repository.insertNote(serviceTypeId, text, tx);
    }
  },
};
