export interface WizardProps {
  onBackToOptions: () => void;
  onClose: () => void;
}
