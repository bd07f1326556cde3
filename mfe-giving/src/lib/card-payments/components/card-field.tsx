import { useCardPaymentsBinding, type CardFieldProps } from '../hooks/use-card-payments';

/**
 * Where the wizards put the card: Stripe's CardElement in Stripe mode, the sandbox field
 * otherwise. It shows the provider's error under itself and reports every change through
 * `onChange`, so the wizard can disable Pay while the field is empty or incomplete.
 */
export function CardField(props: CardFieldProps) {
  const { Field } = useCardPaymentsBinding();
  return <Field {...props} />;
}
