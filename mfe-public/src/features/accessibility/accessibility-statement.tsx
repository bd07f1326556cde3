import { site } from '@church/contracts';

// What the site is checked against is written in docs/decisions (accessibility): keep the two
// in step when a check or a known gap changes.

/** The accessibility statement: what conforms, what does not yet, and how to tell the church. */
export function AccessibilityStatement() {
  return (
    // The shared page frame, no style sheet of its own: a CSS chunk is one more entry in the
    // remote's chunk map, which every first visit downloads.
    <article className="ui-page" style={{ margin: '0 auto' }}>
      <header>
        <h1>Accessibility</h1>
        <p>
          {site.name} wants everyone to be able to watch a sermon, read the news, find an event, give and ask for prayer
          here: by keyboard, screen reader, voice or touch, on a phone or a computer.
        </p>
      </header>
      <section aria-labelledby="accessibility-standard">
        <h2 id="accessibility-standard">What we aim for</h2>
        <p>
          This site aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page, its
          dialogs and each step of giving are checked automatically for WCAG 2.2 A and AA problems before each release,
          and a gift and a prayer request are tested using the keyboard alone.
        </p>
        <ul>
          <li>The moving banner on the home page has a Pause button, and stays still if you ask for reduced motion.</li>
          <li>Dialogs start on their first field and return you to where you were when they close.</li>
        </ul>
      </section>
      <section aria-labelledby="accessibility-gaps">
        <h2 id="accessibility-gaps">Known gaps</h2>
        <ul>
          <li>
            Automatic checks find only some problems; the site has not yet been reviewed by people using assistive
            technology.
          </li>
          <li>Sermon videos are played by YouTube: their captions and player controls are as YouTube provides them.</li>
          <li>
            Posts, pictures and attached files are written by church members and may lack a text description or
            headings.
          </li>
        </ul>
      </section>
      <section aria-labelledby="accessibility-report">
        <h2 id="accessibility-report">Report a problem</h2>
        <p>
          If anything here is hard or impossible for you to use, please tell us at{' '}
          <a href={`mailto:${site.email}?subject=Accessibility`}>{site.email}</a> or call{' '}
          <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>. Say which page and what happened; we
          will answer, and help you do what you came to do in another way while we fix it.
        </p>
      </section>
    </article>
  );
}
