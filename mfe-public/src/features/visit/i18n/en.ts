// What a first-time visitor reads about coming to church, in English (decision 0073-languages).
export default {
  'public.visit.title': 'Plan your visit',
  'public.visit.lead': 'Everyone is welcome: here is when we gather and how to find us.',
  'public.visit.times': 'Service times',
  'public.visit.noTimes': 'Our service times will be posted here soon. Call us and we will gladly tell you.',
  'public.visit.day0': 'Sunday',
  'public.visit.day1': 'Monday',
  'public.visit.day2': 'Tuesday',
  'public.visit.day3': 'Wednesday',
  'public.visit.day4': 'Thursday',
  'public.visit.day5': 'Friday',
  'public.visit.day6': 'Saturday',
  'public.visit.where': 'Where to find us',
  'public.visit.directions': 'Get directions',
  'public.visit.parking': 'Parking',
  'public.visit.accessibility': 'Accessibility',
  'public.visit.contact': 'Questions before you come?',
} satisfies Record<string, string>;
