// The About Us page's words in English (decision 0073-languages).
export default {
  'public.about.title': 'About Us',
  'public.about.lead':
    '{church} is a family of believers in {city}, Kansas, gathering to worship, grow in faith and serve our neighbours.',
  'public.about.believeTitle': 'What we believe',
  'public.about.believe':
    'We believe in one God, Father, Son and Holy Spirit; that Jesus Christ lived, died and rose again; and that His grace is offered to everyone. The Bible shapes how we worship, how we pray and how we love the people around us.',
  'public.about.sundayTitle': 'Sunday gatherings',
  'public.about.sunday':
    'Every Sunday we gather for worship, teaching from the Scriptures and prayer. Children and youth have their own classes during the service, and everyone is welcome to stay for coffee afterwards.',
} satisfies Record<string, string>;
