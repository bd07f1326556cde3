import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Address } from '@church/contracts';

/**
 * The fields a person's form holds (sign-up, profile), each group needing only its own. A type,
 * not an interface, so that it fits react-hook-form's `FieldValues`.
 */
export type PersonValues = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: Address;
  password: string;
  confirmPassword: string;
};

/** A form holding (at least) some fields of a person: `UseFormReturn<T>` with T having them. */
export type PersonForm<T extends FieldValues, TOutput> = UseFormReturn<T, unknown, TOutput>;

/**
 * The form seen through the fields the group needs. react-hook-form cannot resolve a path such
 * as 'address.city' on a generic form type; each group's type parameter guarantees the fields.
 */
export function asPersonForm(form: unknown): UseFormReturn<PersonValues> {
  return form as UseFormReturn<PersonValues>;
}
