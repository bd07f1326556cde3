// The accessibility statement in English (decision 0071 says what it must state).
export default {
  'public.accessibility.title': 'Accessibility',
  'public.accessibility.intro':
    '{church} wants everyone to be able to watch a sermon, read the news, find an event, give and ask for prayer here: by keyboard, screen reader, voice or touch, on a phone or a computer.',
  'public.accessibility.aimHeading': 'What we aim for',
  'public.accessibility.aim':
    'This site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page, its dialogs and each step of giving are checked automatically for WCAG 2.2 A and AA problems before each release, and a gift and a prayer request are tested using the keyboard alone.',
  'public.accessibility.banner':
    'The moving banner on the home page has a Pause button, and stays still if you ask for reduced motion.',
  'public.accessibility.dialogs':
    'Dialogs start on their first field and return you to where you were when they close.',
  'public.accessibility.gapsHeading': 'Known gaps',
  'public.accessibility.gapReview':
    'Automatic checks find only some problems; the site has not yet been reviewed by people using assistive technology.',
  'public.accessibility.gapVideos':
    'Sermon videos are played by YouTube: their captions and player controls are as YouTube provides them.',
  'public.accessibility.gapContent':
    'Posts, pictures and attached files are written by church members and may lack a text description or headings.',
  'public.accessibility.reportHeading': 'Report a problem',
  'public.accessibility.reportBefore': 'If anything here is hard or impossible for you to use, please tell us at',
  'public.accessibility.reportOr': 'or call',
  'public.accessibility.reportAfter':
    'Say which page and what happened; we will answer, and help you do what you came to do in another way while we fix it.',
  'public.accessibility.mailSubject': 'Accessibility',
} satisfies Record<string, string>;
