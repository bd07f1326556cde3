// Bank accounts waiting for micro-deposits (decision 0109): its own entry point
// (`@church/ui/bank-verification`), drawn on member pages only; it asks the shared query client.
export { PendingBankVerifications, describeVerification } from './pending-bank-verifications';
export { VerifyBankAccountDialog } from './verify-bank-account-dialog';
export { bankVerificationsKey, useBankVerifications } from './get-bank-verifications';
