import type { SavePost } from '@church/contracts';
import type { Seed } from '../../db/seed';
import { storeDemoFile, type FileStorage } from '../files';
import { createPostsRepository } from './posts.repository';

const DAY = 24 * 60 * 60 * 1000;

interface DemoPost {
  heading: string;
  text: string;
  picture: string;
  daysAgo: number;
  row?: 1 | 2 | 3;
  /** Paragraphs; `[picture, text]` for a section with its own picture. */
  items: (string | [string, string])[];
}

// prettier-ignore
const DEMO_POSTS: DemoPost[] = [
  {
    heading: 'Waiting in Hope: Our Advent Sermon Series',
    text: 'Four Sundays, four promises. This Advent we walk through the prophets who waited for the coming King, and learn to wait well ourselves.',
    picture: 'advent-series', daysAgo: 3, row: 1,
    items: [
      'Advent is a season of honest longing. Pastor Grace will open Isaiah, Micah, Zephaniah and Luke, one promise each Sunday: hope, peace, joy and love.',
      ['prayer-week', 'Each week a family from our congregation will light the Advent candle and read the passage. Sign up at the welcome desk if your household would like a turn.'],
      'A printed devotional with a short reading for every day of December is free at both entrances. Large-print copies are available too.',
    ],
  },
  {
    heading: 'Community Meal Feeds 240 Neighbors',
    text: 'Our first-Saturday community meal had its biggest turnout yet. Thank you to the 38 volunteers who cooked, served and cleaned up.',
    picture: 'community-meal', daysAgo: 12, row: 2,
    items: [
      'The fellowship hall was full from 11 until after 1. Neighbors from the Hilltop and Planeview neighborhoods joined us for brisket, green beans and more pie than anyone could count.',
      'The next meals are on the first Saturday of every month. We especially need drivers who can bring home-bound guests from the senior apartments on Pawnee.',
    ],
  },
  {
    heading: 'Youth Winter Retreat Registration Is Open',
    text: 'Students in grades 6-12 are invited to three days at Camp Wood YMCA in Elmdale: worship, small groups, sledding and far too little sleep.',
    picture: 'youth-retreat', daysAgo: 20, row: 3,
    items: [
      'The retreat runs Friday evening through Sunday afternoon. The cost is $145 and includes lodging, meals and transportation from the church parking lot.',
      ['youth-retreat', 'No student should stay home because of cost. Scholarships are available, and nobody but the youth pastor will know who received one.'],
      'Parents: a short information meeting follows second service in room 204.',
    ],
  },
  {
    heading: 'Missions Trip to Guatemala: What We Saw',
    text: 'Eleven of us spent nine days in San Juan Sacatepéquez building two classrooms with our partners at Hogar de Esperanza.',
    picture: 'missions-trip', daysAgo: 34,
    items: [
      'We mixed concrete by hand, laid block walls and painted, but mostly we listened. The teachers told us about the 60 children who will learn in these rooms next year.',
      ['missions-trip', 'Thank you for the prayers and the gifts that covered the building materials. Every quetzal went into the walls and the roof.'],
      'Come hear the full report and see the photos on Missions Sunday, with coffee from the cooperative we visited.',
      'Next year\'s team is forming now. Talk to Ruth Lindqvist if you are curious.',
    ],
  },
  {
    heading: 'Food Pantry Drive: Help Us Fill the Shelves',
    text: 'The Cornerstone pantry serves about 90 households a week. This month we are collecting canned protein, peanut butter, cereal and diapers.',
    picture: 'food-pantry', daysAgo: 45,
    items: [
      'Drop boxes are in the main lobby and by the gym doors. You can also give online and choose the Benevolence fund.',
      'Volunteers sort and stock on Tuesday evenings from 6 to 8. Teens are welcome with a parent.',
    ],
  },
  {
    heading: 'Vacation Bible School Recap',
    text: '183 kids, 64 volunteers, one very patient camel puppet. VBS week was loud, joyful and full of good news.',
    picture: 'vbs', daysAgo: 63,
    items: [
      'Each morning the kids heard a story from the life of Jesus, built a craft and sang the songs you may still hear in your kitchen.',
      ['vbs', 'Our mission offering raised $2,315 for clean water wells through our partners in Malawi. The kids beat the staff goal by a mile.'],
      'Thank you to every volunteer who gave up a week of vacation to make this happen.',
    ],
  },
  {
    heading: 'A Week of Prayer Before the New Year',
    text: 'The sanctuary will be open every evening from 6 to 9 for quiet prayer, with guided prayer stations and pastors available to pray with you.',
    picture: 'prayer-week', daysAgo: 78,
    items: [
      'Come for ten minutes or for the whole evening. Childcare is provided on Wednesday and Thursday.',
    ],
  },
  {
    heading: 'Baptism Sunday at the Arkansas River',
    text: 'Fourteen people were baptized on a bright September afternoon, followed by a picnic at Riverside Park.',
    picture: 'baptism-sunday', daysAgo: 95,
    items: [
      'From a nine-year-old to a grandfather of six, each shared a few words about how they came to faith. There were not many dry eyes on the riverbank.',
      ['baptism-sunday', 'If you are thinking about baptism, the next class is in the spring. Let a pastor know and we will save you a seat.'],
    ],
  },
  {
    heading: "Men's Breakfast Returns This Fall",
    text: 'Eggs, bacon and a short devotional on the second Saturday of each month. Bring a friend, a neighbor or a coworker.',
    picture: 'mens-breakfast', daysAgo: 110,
    items: [
      'We meet at 7:30 in the fellowship hall and finish by 9. This fall we are reading through the book of James, one chapter a month.',
      'A $5 donation covers the food, but nobody is turned away.',
      'The griddle crew always needs another pair of hands. Show up at 6:45 if you can flip a pancake.',
    ],
  },
  {
    heading: 'Choir Christmas Concert: Singers Wanted',
    text: 'Rehearsals for the Christmas concert begin in October. No audition needed, only a love of singing and Thursday evenings free.',
    picture: 'choir', daysAgo: 128,
    items: [
      'This year we are preparing selections from Handel\'s Messiah alongside carols from around the world, accompanied by a small string ensemble.',
      ['choir', 'Rehearsals are Thursdays 7-8:30 in the choir room. Music is provided; bring a pencil.'],
    ],
  },
];

/** Ten posts over the last months, three of them in the highlighted rows, with their pictures. */
export function createDemoPostsSeed(storage: FileStorage, now = () => new Date()): Seed {
  return {
    name: 'posts/demo',
    async run(tx) {
      const posts = createPostsRepository(tx);
      const picture = (name: string) => storeDemoFile(storage, `pictures/${name}.webp`);
      const start = now().getTime();
      for (const post of [...DEMO_POSTS].reverse()) {
        const postItems: SavePost['postItems'] = [];
        for (const [index, item] of post.items.entries()) {
          const [pictureName, text] = typeof item === 'string' ? [undefined, item] : item;
          postItems.push({ orderNumber: index + 1, pictureUrl: pictureName ? await picture(pictureName) : null, text });
        }
        await posts.insert(
          {
            heading: post.heading,
            text: post.text,
            titlePictureUrl: await picture(post.picture),
            rowPosition: post.row ?? null,
            postItems,
            createdAt: new Date(start - post.daysAgo * DAY),
          },
          tx,
        );
      }
    },
  };
}
