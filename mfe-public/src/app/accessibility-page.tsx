import { AccessibilityStatement } from '../features/accessibility/accessibility-statement';

export default function AccessibilityPage() {
  return <AccessibilityStatement />;
}
