import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useCallback, useEffect, useRef } from 'react';

type Slider = KeenSliderInstance;

/**
 * keen-slider, fetched when the slides first have to move (a tick, a dot, a pointer on the
 * banner) rather than with the home page: the first slide is plain markup styled by the
 * slider's CSS, so the first picture needs none of its code (decision 0048).
 */
export function useLazySlider(options: KeenSliderOptions) {
  const elementRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<Promise<Slider | undefined> | undefined>(undefined);
  const optionsRef = useRef(options);

  useEffect(
    () => () => {
      void sliderRef.current?.then((slider) => slider?.destroy());
    },
    [],
  );

  /** Runs `action` on the slider, creating it on the first call. */
  const withSlider = useCallback((action: (slider: Slider) => void = () => undefined) => {
    const element = elementRef.current;
    if (!element) return;
    sliderRef.current ??= import('keen-slider').then(
      ({ default: KeenSlider }) => (element.isConnected ? new KeenSlider(element, optionsRef.current) : undefined),
      // Without the slider the dots still change the slide shown in the status line.
      () => undefined,
    );
    void sliderRef.current.then((slider) => slider && action(slider));
  }, []);

  return [elementRef, withSlider] as const;
}
