// The validation rules of spec §5 for the authentication forms. Values are message keys that the
// locale files translate (namespace app, object `validation`).

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** Emails are lowercased and stripped of whitespace (spec §5). */
export function normaliseEmail(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The password rules, first failing rule wins; null when the password is acceptable. */
export function passwordError(password: string): string | null {
  if (password === '') return 'PasswordRequired';
  if (password.length < 8) return 'PasswordMustBeAtLeast8Characters';
  if (!SPECIAL.test(password)) return 'PasswordMustContainSpecialCharacter';
  if (!/[A-Z]/.test(password)) return 'PasswordMustContainUppercase';
  if (!/[a-z]/.test(password)) return 'PasswordMustContainLowercase';
  if (!/[0-9]/.test(password)) return 'PasswordMustContainNumber';
  return null;
}

export interface LoginInput {
  email: string;
  password: string;
}

/** Login: email required and well-formed (InvalidEmail); the password rules without confirmation. */
export function validateLogin(input: LoginInput): FieldErrors<keyof LoginInput> {
  const errors: FieldErrors<keyof LoginInput> = {};
  if (!isEmail(normaliseEmail(input.email))) errors.email = 'InvalidEmail';
  const pw = passwordError(input.password);
  if (pw) errors.password = pw;
  return errors;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

export function validateSignUp(input: SignUpInput, { requirePhone = false } = {}): FieldErrors<keyof SignUpInput> {
  const errors: FieldErrors<keyof SignUpInput> = {};
  if (input.firstName.trim() === '') errors.firstName = 'emptyFirstName';
  if (!isEmail(normaliseEmail(input.email))) errors.email = 'InvalidEmail';
  if (requirePhone && input.phoneNumber.trim() === '') errors.phoneNumber = 'PhoneNumberRequired';
  const pw = passwordError(input.password);
  if (pw) errors.password = pw;
  if (input.confirmPassword === '') errors.confirmPassword = 'ConfirmPasswordRequired';
  else if (!pw && input.password !== input.confirmPassword) errors.confirmPassword = 'PasswordsDoNotMatch';
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}
