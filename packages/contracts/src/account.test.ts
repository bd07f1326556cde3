import * as v from 'valibot';
import { SignInSchema, SignUpSchema } from './account';

const validSignUp = {
  firstName: 'Mary',
  lastName: 'Jones',
  address: { streetAddress: '12 Elm St', city: 'Topeka', stateId: 17, zipCode: '66603' },
  email: 'mary@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  phoneNumber: '+13165550100',
};

function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('sign-up rules (spec section 5)', () => {
  it('accepts a complete registration, with a 5+4 zip code too', () => {
    expect(messages(SignUpSchema, validSignUp)).toEqual([]);
    expect(
      messages(SignUpSchema, { ...validSignUp, address: { ...validSignUp.address, zipCode: '66603-1234' } }),
    ).toEqual([]);
  });

  it.each([
    [{ firstName: 'M' }, 'The length of First name must be at least 2 characters'],
    [{ lastName: 'x'.repeat(101) }, 'Last name max length is 100 characters'],
    [{ password: 'secret' }, "Password must have at least one digit ('0'-'9')"],
    [{ password: 'ab1', confirmPassword: 'ab1' }, 'Password must have at least 6 characters'],
    [{ confirmPassword: '' }, 'Repeat your password'],
    [{ confirmPassword: 'secret2' }, "Passwords don't match"],
    [{ email: 'mary@' }, 'Email is invalid'],
    [{ address: { ...validSignUp.address, zipCode: '6660' } }, 'Zip Code is invalid'],
    [
      { address: { ...validSignUp.address, streetAddress: 'x'.repeat(151) } },
      'Street Address max length is 150 characters',
    ],
  ])('rejects %o with the exact message', (change, message) => {
    expect(messages(SignUpSchema, { ...validSignUp, ...change })).toContain(message);
  });
});

it('sign-in asks for both fields with the spec messages', () => {
  expect(messages(SignInSchema, { email: '', password: '' })).toEqual(['Email is required', 'Password is required']);
});
