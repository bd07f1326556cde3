import 'keen-slider/keen-slider.min.css';
import { useEffect, useState, type FocusEvent } from 'react';
import { timings } from '@church/contracts';
import { HelpSlide } from './help-slide';
import { PrayerSlide } from './prayer-slide';
import { WelcomeSlide } from './welcome-slide';
import styles from './hero.module.css';
import { useLazySlider } from './use-lazy-slider';
import { useTranslate } from '../../../i18n/catalogues';

const slides = [
  { label: 'Welcome', Slide: WelcomeSlide },
  { label: 'Help people', Slide: HelpSlide },
  { label: 'Join the prayer', Slide: PrayerSlide },
];

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

// First-visit texts are their own ids (the Spanish in i18n/es.ts): the English stays as written.
const pauseLabel = 'Pause';
const playLabel = 'Play';

/**
 * The rotating banner: loops every 5 s, pauses while the pointer or the keyboard focus is on
 * it, and Pause stops it until Play (WCAG 2.2.2); it does not move for visitors who ask for
 * reduced motion; dots jump to a slide.
 */
export function HeroSlider() {
  const { t } = useTranslate();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [sliderRef, withSlider] = useLazySlider({
    loop: true,
    slideChanged: (slider) => setCurrent(slider.track.details.rel),
  });

  const paused = hovered || focused || stopped;
  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = setTimeout(() => {
      setCurrent((current + 1) % slides.length);
      withSlider((slider) => slider.next());
    }, timings.heroAutoplayMs);
    return () => clearTimeout(timer);
  }, [current, paused, withSlider]);

  const goTo = (index: number) => {
    setCurrent(index);
    withSlider((slider) => slider.moveToIdx(index));
  };

  const onFocusSlide = (index: number) => () => {
    // Keyboard users tabbing into a slide get that slide on screen.
    if (index !== current) goTo(index);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.hero}
      aria-roledescription={t('carousel')}
      aria-label={t('Welcome')}
      onMouseEnter={() => {
        setHovered(true);
        // A hand on the banner may swipe next: have the slider ready.
        withSlider();
      }}
      onTouchStart={() => withSlider()}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={sliderRef} className="keen-slider">
        {slides.map(({ label, Slide }, index) => (
          <div
            key={label}
            className={`keen-slider__slide ${styles.frame}`}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('public.banner.slideLabel', { number: index + 1, count: slides.length, label: t(label) })}
            onFocus={onFocusSlide(index)}
          >
            <Slide />
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {slides.map(({ label }, index) => (
          <button
            key={label}
            type="button"
            aria-label={t('public.banner.goToSlide', { number: index + 1, label: t(label) })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
        <button type="button" className={styles.pause} onClick={() => setStopped(!stopped)}>
          {t(stopped ? playLabel : pauseLabel)}
        </button>
      </div>
      <p className="ui-visually-hidden" role="status">
        {t('public.banner.status', {
          number: current + 1,
          count: slides.length,
          label: t(slides[current]?.label ?? ''),
        })}
      </p>
    </section>
  );
}
