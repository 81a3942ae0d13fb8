import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampStep, isFirstStep, isLastStep, nextStep, previousStep, type WizardNextHook, type WizardStep } from '@/lib/wizard';
import { Button } from './Button';
import { useBreakpoint } from './useBreakpoint';
import './Wizard.css';

export interface WizardProps {
  steps: readonly WizardStep[];
  /** Controlled step (1-based); clamped to 1..steps. */
  step?: number;
  defaultStep?: number;
  onStepChange?: (step: number) => void;
  /** Runs on Next; returning {proceed: false} keeps the step. */
  onNext?: WizardNextHook;
  /** Runs on Finish (last step). */
  onFinish: () => void | Promise<void>;
  onCancel: () => void;
  /** Renders the body of the current step. */
  children: (step: WizardStep, stepNumber: number) => ReactNode;
  /** Accessible name of the step navigation. */
  label?: string;
  finishLabel?: string;
}

/**
 * Multi-step wizard (spec §4): starts at step 1; Next runs the optional hook and advances unless
 * it answers proceed=false; Previous goes back one; Finish runs its hook; while a hook runs every
 * button is disabled and the primary one shows loading. Tab strip on mobile, step list on desktop.
 */
export function Wizard({
  steps,
  step: controlled,
  defaultStep = 1,
  onStepChange,
  onNext,
  onFinish,
  onCancel,
  children,
  label,
  finishLabel,
}: WizardProps) {
  const { t } = useTranslation('app');
  const isMobile = useBreakpoint() === 'mobile';
  const count = steps.length;
  const [internal, setInternal] = useState(() => clampStep(defaultStep, count));
  const [busy, setBusy] = useState(false);
  const current = clampStep(controlled ?? internal, count);
  const currentStep = steps[current - 1];

  const go = (n: number) => {
    const next = clampStep(n, count);
    setInternal(next);
    onStepChange?.(next);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const last = isLastStep(current, count);
  const primary = () =>
    void run(async () => {
      if (last) await onFinish();
      else go(await nextStep(current, count, onNext));
    });

  return (
    <div className={`ui-wizard ${isMobile ? 'ui-wizard--mobile' : 'ui-wizard--desktop'}`}>
      {/* On phones the strip scrolls sideways, so it takes focus for keyboard scrolling. */}
      <nav className="ui-wizard__nav" aria-label={label ?? t('ui.wizard.steps')} {...(isMobile ? { tabIndex: 0 } : {})}>
        <ol className="ui-wizard__steps">
          {steps.map((s, i) => {
            const n = i + 1;
            const state = n < current ? 'done' : n === current ? 'current' : 'todo';
            return (
              <li key={s.id} className={`ui-wizard__step ui-wizard__step--${state}`} aria-current={n === current ? 'step' : undefined}>
                <span className="ui-wizard__step-number" aria-hidden="true">
                  {n}
                </span>
                <span className="ui-wizard__step-name">{s.name}</span>
                {state === 'done' && <span className="ui-visually-hidden">{t('ui.wizard.completed')}</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="ui-wizard__main">
        <p className="ui-wizard__counter">{t('ui.wizard.stepOf', { current, count })}</p>
        <div className="ui-wizard__body">{currentStep && children(currentStep, current)}</div>
        <div className="ui-wizard__actions">
          <Button variant="ghost" onPress={onCancel} isDisabled={busy}>
            {t('ui.wizard.cancel')}
          </Button>
          <span className="ui-wizard__spacer" />
          {!isFirstStep(current) && (
            <Button variant="secondary" onPress={() => go(previousStep(current, count))} isDisabled={busy}>
              {t('ui.wizard.previous')}
            </Button>
          )}
          <Button variant="primary" onPress={primary} isDisabled={busy} isLoading={busy}>
            {last ? (finishLabel ?? t('ui.wizard.finish')) : t('ui.wizard.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
