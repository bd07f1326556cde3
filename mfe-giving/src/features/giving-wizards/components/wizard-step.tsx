import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useWizardStore } from '../stores/wizard-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from './wizard.module.css';
import { flowSteps, flowTitles } from './wizard-steps';

interface WizardStepProps {
  heading: string;
  children: ReactNode;
}

/**
 * The frame of every step: the flow's name, where the step stands among the others, and its
 * heading, which takes the focus when the step appears so keyboard and screen-reader users
 * land on the new content instead of on a button that is gone.
 */
export function WizardStep({ heading, children }: WizardStepProps) {
  const flow = useWizardStore((state) => state.flow);
  const step = useWizardStore((state) => state.step);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslate();

  useEffect(() => {
    headingRef.current?.focus();
  }, [heading]);

  if (!flow) return null;
  const steps = flowSteps[flow];
  const current = steps.findIndex((item) => item.step === step);
  return (
    <section className={styles.wizard} aria-labelledby={headingId}>
      <p className={styles.flowTitle}>{t(flowTitles[flow])}</p>
      <ol className={styles.progress} aria-label={t('giving.wizard.progress')}>
        {steps.map((item, index) => (
          <li
            key={item.step}
            className={index < current ? styles.done : index === current ? styles.current : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {t(item.label)}
            {index < current ? <span className="ui-visually-hidden"> {t('giving.wizard.stepDone')}</span> : null}
          </li>
        ))}
      </ol>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}
