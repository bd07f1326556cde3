import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { toast } from '@church/http/toast';
import { selectIsSignedIn, useSession } from '@church/auth';
import { formatAddress, givingMessages, site, timings } from '@church/contracts';
import { openModal } from '@church/modals';
import { Button, Modal, Spinner } from '@church/ui';
import { PaymentSettingsLink } from '../../components/payment-settings-link';
import { PledgeOption } from './components/pledge-option';
import {
  cancelDialogReset,
  scheduleDialogReset,
  showFlow,
  showOptions,
  useGivingDialog,
  type GivingFlow,
} from './giving-dialog-store';
import { translate, useTranslate } from '../../i18n/catalogues';
import styles from './giving-menu.module.css';

type GivingChoice = 'one-time' | 'recurring';

// The pledge form (and its form library) is fetched when a member chooses a campaign, not with the menu.
const PledgeFlow = lazy(() => import('./components/pledge-flow').then((module) => ({ default: module.PledgeFlow })));

interface GivingOption {
  title: string;
  text: ReactNode;
  action?: { choice: GivingChoice; label: string };
}

/**
 * The four ways to give and the dialog text of spec section 1. Recurring gifts are managed on
 * the Payment Settings page (the spec's 'Financial tab of the profile'), named as its menu
 * entry names it so a donor finds it; `onNavigate` closes the dialog when it is followed.
 */
const optionsFor = (onNavigate: () => void): GivingOption[] => [
  {
    title: translate('giving.menu.oneTimeTitle'),
    text: translate('giving.menu.oneTimeText'),
    action: { choice: 'one-time', label: translate('giving.menu.giveOnce') },
  },
  {
    title: translate('giving.menu.recurringTitle'),
    text: (
      <>
        {translate('giving.menu.recurringText')} <PaymentSettingsLink onNavigate={onNavigate} />.
      </>
    ),
    action: { choice: 'recurring', label: translate('giving.menu.giveMonthly') },
  },
  {
    title: translate('giving.menu.inPersonTitle'),
    text: translate('giving.menu.inPersonText'),
  },
  {
    title: translate('giving.menu.byMailTitle'),
    text: translate('giving.menu.byMailText', { church: site.name, address: formatAddress(site.address) }),
  },
];

/**
 * Spec section 4: a one-time gift is anonymous when signed out; a recurring one needs sign-in.
 * The spec's toast for it sits under the dialog, so `askToSignIn` says it in the dialog too.
 */
function choose(choice: GivingChoice, isSignedIn: boolean, askToSignIn: () => void): void {
  if (choice === 'one-time') showFlow(isSignedIn ? 'one-time' : 'anonymous');
  else if (isSignedIn) showFlow('recurring');
  else {
    toast(translate(givingMessages.recurringSignIn), { duration: timings.longToastMs, icon: 'ℹ️' });
    askToSignIn();
  }
}

interface GivingMenuProps {
  onClose: () => void;
  /** Renders a chosen flow in place of the options; `backToOptions` brings them back. */
  renderFlow?: (flow: GivingFlow, backToOptions: () => void) => ReactNode;
  /** Opens straight on this way to give, as if it were chosen (Payment Settings' 'New recurring gift'). */
  flow?: GivingChoice;
}

export function GivingMenu({ onClose, renderFlow, flow }: GivingMenuProps) {
  const view = useGivingDialog((state) => state.view);
  const isSignedIn = useSession(selectIsSignedIn);
  const pledgeTo = useGivingDialog((state) => state.pledgeTo);
  const [signInAsked, setSignInAsked] = useState(false);
  const askToSignIn = () => setSignInAsked(true);
  const { t } = useTranslate();

  useEffect(() => {
    cancelDialogReset();
    return scheduleDialogReset;
  }, []);

  // Before the first paint, so the options never flash. Read once: the opening asked for it.
  useLayoutEffect(() => {
    if (flow) choose(flow, selectIsSignedIn(useSession.getState()), () => setSignInAsked(true));
  }, [flow]);

  return (
    <Modal title={t('giving.menu.title')} onClose={onClose} wide>
      {view === 'pledge' && pledgeTo ? (
        <Suspense fallback={<Spinner />}>
          <PledgeFlow
            campaign={pledgeTo}
            onBackToOptions={showOptions}
            onGiveNow={() => choose('one-time', isSignedIn, askToSignIn)}
            onClose={onClose}
          />
        </Suspense>
      ) : view !== 'options' && view !== 'pledge' && renderFlow ? (
        renderFlow(view, showOptions)
      ) : (
        <>
          <p className={styles.intro}>{t('giving.menu.intro', { church: site.name })}</p>
          <ul className={styles.options}>
            {optionsFor(onClose).map(({ title, text, action }) => (
              <li key={title} className={styles.option}>
                <h3>{title}</h3>
                <p>{text}</p>
                {action ? (
                  <Button
                    className={styles.action}
                    variant="secondary"
                    onClick={() => choose(action.choice, isSignedIn, askToSignIn)}
                  >
                    {action.label}
                  </Button>
                ) : null}
                {action?.choice === 'recurring' ? (
                  // In place before it fills, so a screen reader announces it.
                  <div role="status">
                    {signInAsked && !isSignedIn ? (
                      <p className={`ui-notice ${styles.action}`}>
                        {t(givingMessages.recurringSignIn)}{' '}
                        <Button variant="link" onClick={() => openModal('sign-in')}>
                          {t('giving.menu.signIn')}
                        </Button>
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
            {/* Members only: a visitor's dialog asks the API for nothing. */}
            {isSignedIn ? <PledgeOption /> : null}
          </ul>
        </>
      )}
    </Modal>
  );
}
