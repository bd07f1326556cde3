import { cardBrandOf, passesLuhn, type CardBrand } from '@church/contracts';
import type { CardFieldState } from '../card-payments.types';
import { translate } from '../../../i18n/catalogues';
import { cardNumberRules } from './card-brand';

/** What the sandbox card field holds: digits only; the expiry as up to four digits, MMYY. */
export interface SandboxCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** One of the three inputs of the sandbox card field. */
export type SandboxCardInput = keyof SandboxCardValues;

/**
 * The card provider's wording (Stripe's card field, in English), so the field reads the same in
 * both modes: catalogue ids, written in the page's language when a check is made.
 */
export const cardFieldMessages = {
  incompleteNumber: 'giving.cardField.incompleteNumber',
  invalidNumber: 'giving.cardField.invalidNumber',
  incompleteExpiry: 'giving.cardField.incompleteExpiry',
  pastExpiry: 'giving.cardField.pastExpiry',
  incompleteCvc: 'giving.cardField.incompleteCvc',
} as const;

/** What is wrong, where, with the provider's error code (Stripe's codes for the same cases). */
export interface CardInputProblem {
  input: SandboxCardInput;
  /** In the page's language. */
  message: string;
  code: string;
}

/** The field's state as the provider would report it, plus which input the error belongs to. */
export interface SandboxCardCheck extends CardFieldState {
  brand: CardBrand | 'unknown';
  problem: CardInputProblem | null;
}

interface CheckOptions {
  /** Inputs the user has left: an incomplete value is reported there, never while typing. */
  left: Record<SandboxCardInput, boolean>;
  /** A payment method was asked for: everything incomplete is reported, empty inputs too. */
  submitted: boolean;
  now: Date;
}

/** 'partial' is only reported once the user leaves the input (or submits); 'invalid' at once. */
type InputStatus =
  | { state: 'empty' | 'complete' }
  | { state: 'partial'; problem: CardInputProblem }
  | { state: 'invalid'; problem: CardInputProblem };

const problem = (input: SandboxCardInput, messageId: string, code: string): CardInputProblem => ({
  input,
  message: translate(messageId),
  code,
});
// Made at each check, so a language switched since reads in the new one.
const incomplete = {
  number: () => problem('number', cardFieldMessages.incompleteNumber, 'incomplete_number'),
  expiry: () => problem('expiry', cardFieldMessages.incompleteExpiry, 'incomplete_expiry'),
  cvc: () => problem('cvc', cardFieldMessages.incompleteCvc, 'incomplete_cvc'),
};

function numberStatus(digits: string, brand: CardBrand | 'unknown'): InputStatus {
  if (digits.length === 0) return { state: 'empty' };
  const { lengths } = cardNumberRules(brand);
  const fullLength = lengths.includes(digits.length);
  if (fullLength && passesLuhn(digits)) return { state: 'complete' };
  const invalid = problem('number', cardFieldMessages.invalidNumber, 'invalid_number');
  // At the brand's longest length nothing more can be typed: a bad checksum is final.
  if (digits.length >= Math.max(...lengths)) return { state: 'invalid', problem: invalid };
  return { state: 'partial', problem: fullLength ? invalid : incomplete.number() };
}

function expiryStatus(digits: string, now: Date): InputStatus {
  if (digits.length === 0) return { state: 'empty' };
  const month = Number(digits.slice(0, 2));
  if (digits.length < 4 || month < 1 || month > 12) return { state: 'partial', problem: incomplete.expiry() };
  const year = 2000 + Number(digits.slice(2, 4));
  const thisYear = now.getFullYear();
  if (year < thisYear || (year === thisYear && month < now.getMonth() + 1)) {
    return {
      state: 'invalid',
      problem: problem('expiry', cardFieldMessages.pastExpiry, 'invalid_expiry_year_past'),
    };
  }
  return { state: 'complete' };
}

function cvcStatus(digits: string, brand: CardBrand | 'unknown'): InputStatus {
  if (digits.length === 0) return { state: 'empty' };
  return digits.length === cardNumberRules(brand).cvcLength
    ? { state: 'complete' }
    : { state: 'partial', problem: incomplete.cvc() };
}

/**
 * The provider-like validation of the sandbox field: a wrong checksum or a past date shows at
 * once, an incomplete input once the user leaves it, and the first problem (number, expiry,
 * CVC) is the field's one error, as Stripe's card field reports one at a time.
 */
export function checkSandboxCard(values: SandboxCardValues, options: CheckOptions): SandboxCardCheck {
  const brand = cardBrandOf(values.number);
  const statuses: [SandboxCardInput, InputStatus][] = [
    ['number', numberStatus(values.number, brand)],
    ['expiry', expiryStatus(values.expiry, options.now)],
    ['cvc', cvcStatus(values.cvc, brand)],
  ];
  let found: CardInputProblem | null = null;
  for (const [input, status] of statuses) {
    if (status.state === 'invalid') found = status.problem;
    else if (status.state === 'partial' && (options.left[input] || options.submitted)) found = status.problem;
    else if (status.state === 'empty' && options.submitted) found = incomplete[input]();
    if (found) break;
  }
  return {
    empty: statuses.every(([, status]) => status.state === 'empty'),
    complete: statuses.every(([, status]) => status.state === 'complete'),
    brand,
    error: found?.message ?? null,
    problem: found,
  };
}

/** What can be typed into the number input: digits, up to the longest number of the brand. */
export function acceptCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.slice(0, Math.max(...cardNumberRules(cardBrandOf(digits)).lengths));
}

/** The number in the brand's groups, e.g. '4242 4242 4242 4242' or '3782 822463 10005'. */
export function formatCardNumber(digits: string): string {
  const { groups } = cardNumberRules(cardBrandOf(digits));
  const total = groups.reduce((sum, size) => sum + size, 0);
  const parts: string[] = [];
  let start = 0;
  for (const size of digits.length <= total ? groups : [4, 4, 4, 4, 3]) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * What can be typed into the expiry input: '4' means April ('04'), '1/' means January, and a
 * month that cannot exist (00, 13...) keeps the previous value, as the provider's field does.
 */
export function acceptExpiry(typed: string, previous: string): string {
  let digits = typed.replace(/\D/g, '');
  if (/^\d\s*\/\s*$/.test(typed.trim()) || /^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  const month = digits.slice(0, 2);
  if (month.length === 2 && (month === '00' || Number(month) > 12)) return previous;
  return digits;
}

/** The expiry as 'MM / YY' once the year is being typed. */
export function formatExpiry(digits: string): string {
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** What can be typed into the CVC input: the brand's number of digits (4 for amex, else 3). */
export function acceptCvc(typed: string, number: string): string {
  return typed.replace(/\D/g, '').slice(0, cardNumberRules(cardBrandOf(number)).cvcLength);
}
