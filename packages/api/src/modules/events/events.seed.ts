import { defaultChurchTimeZone } from '@church/contracts';
import { DateTime } from 'luxon';
import type { Seed } from '../../db/seed';
import { createGroupsRepository } from '../groups';
import { createEventsManagementRepository } from './events-management.repository';
import { createEventsRepository, type NewEvent } from './events.repository';

const HOUR = 60 * 60 * 1000;
const CHURCH = 'Cornerstone Community Church, 1200 N Market St, Wichita, KS 67214';

// `days` from the seed's day (negative: past), starting `at` hours after midnight on the church's
// clock (7.5: 7:30 AM, in summer and in winter), lasting `hours`.
// prettier-ignore
const DEMO_EVENTS: { title: string; body: string; location: string; days: number; at: number; hours: number }[] = [
  { title: 'Community Meal', body: 'A free hot lunch for anyone who is hungry or lonely. Volunteers arrive at 9:30.', location: 'Fellowship Hall, ' + CHURCH, days: 5, at: 11, hours: 2 },
  { title: 'Youth Winter Retreat', body: 'Three days of worship, small groups and sledding for grades 6-12. Bus leaves from the church parking lot.', location: 'Camp Wood YMCA, 1 Camp Wood Rd, Elmdale, KS 66850', days: 12, at: 18, hours: 44 },
  { title: 'Food Pantry Sorting Night', body: 'Sort and stock donations for the week. Teens welcome with a parent.', location: 'Cornerstone Food Pantry, 1210 N Market St, Wichita, KS 67214', days: 16, at: 18, hours: 2 },
  { title: "Men's Breakfast", body: 'Eggs, bacon and a chapter of James. $5 suggested donation.', location: 'Fellowship Hall, ' + CHURCH, days: 23, at: 7.5, hours: 1.5 },
  { title: 'Serve Day at the Lord\'s Diner', body: 'We serve the evening meal with the Lord\'s Diner team. Ages 12 and up.', location: "The Lord's Diner, 520 N Broadway St, Wichita, KS 67214", days: 33, at: 16, hours: 3 },
  { title: 'Marriage Night Out', body: 'Dinner, a short talk on listening well, and childcare in the nursery wing.', location: 'Botanica Wichita, 701 Amidon St, Wichita, KS 67203', days: 47, at: 18.5, hours: 3 },
  { title: 'Easter Egg Hunt in the Park', body: 'Ten thousand eggs, a petting zoo and a short Easter story for kids up to 5th grade.', location: 'Sedgwick County Park, 6501 W 21st St N, Wichita, KS 67205', days: 64, at: 10, hours: 2 },
  { title: 'Missions Trip Information Meeting', body: 'Learn about next year\'s trip to Guatemala: dates, costs and how to apply.', location: 'Room 204, ' + CHURCH, days: 82, at: 12.5, hours: 1 },
  { title: 'Choir Christmas Concert', body: 'Selections from Messiah and carols from around the world, with a string ensemble.', location: 'Sanctuary, ' + CHURCH, days: -9, at: 19, hours: 2 },
  { title: 'Baptism Class', body: 'What baptism means and what to expect, for anyone considering it.', location: 'Room 108, ' + CHURCH, days: -18, at: 12.5, hours: 1.5 },
  { title: 'Week of Prayer: Closing Night', body: 'Guided prayer stations and communion to close the week of prayer.', location: 'Sanctuary, ' + CHURCH, days: -30, at: 18, hours: 3 },
  { title: 'Thanksgiving Potluck', body: 'Bring a dish to share; the church provides turkey and drinks.', location: 'Fellowship Hall, ' + CHURCH, days: -41, at: 17.5, hours: 2.5 },
  { title: 'Riverfest Volunteer Team', body: 'Our water station at the Riverfest 5K, handing out cups and cheering runners.', location: 'A. Price Woodard Park, 557 N Waco Ave, Wichita, KS 67203', days: -56, at: 7, hours: 4 },
  { title: 'Fall Festival', body: 'Hayrides, chili cook-off and games for the whole neighborhood.', location: 'Church lawn, ' + CHURCH, days: -72, at: 16, hours: 4 },
];

/** Eight upcoming events over the next three months and six past ones, around Wichita. */
export function createDemoEventsSeed(now = () => new Date(), timeZone = defaultChurchTimeZone): Seed {
  return {
    name: 'events/demo',
    async run(tx) {
      const today = DateTime.fromJSDate(now(), { zone: timeZone }).startOf('day');
      const values: NewEvent[] = DEMO_EVENTS.map((event) => {
        const startDate = today
          .plus({ days: event.days })
          .set({ hour: Math.floor(event.at), minute: Math.round((event.at % 1) * 60) })
          .toJSDate();
        return {
          title: event.title,
          body: event.body,
          location: event.location,
          startDate,
          endDate: new Date(startDate.getTime() + event.hours * HOUR),
        };
      });
      await createEventsRepository(tx).insertMany(values, tx);
    },
  };
}

// prettier-ignore
const DEMO_EVENT_GROUPS: Record<string, string> = {
  'Community Meal': 'Mercy Team',
  'Youth Winter Retreat': 'Youth Ministry',
  'Food Pantry Sorting Night': 'Mercy Team',
  "Men's Breakfast": "Men's Fellowship",
  "Serve Day at the Lord's Diner": 'Mercy Team',
  'Marriage Night Out': 'Family Life',
  'Choir Christmas Concert': 'Sanctuary Choir',
  'Thanksgiving Potluck': 'Family Life',
};

/**
 * Puts demo events in the demo groups (after both seeds; its own name, so a database seeded
 * before groups existed gets it too). The others stay without a group.
 */
export const demoEventGroupsSeed: Seed = {
  name: 'events/demo-groups',
  async run(tx) {
    const groupIds = await createGroupsRepository(tx).groupIdsByName(tx);
    const repository = createEventsManagementRepository(tx);
    for (const [title, group] of Object.entries(DEMO_EVENT_GROUPS)) {
      const groupId = groupIds.get(group);
      if (groupId !== undefined) await repository.setGroupByTitle(title, groupId, tx);
    }
  },
};
