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

/** The password rules of spec §5 in order, each as its message key and its test. */
const PASSWORD_RULES: readonly { key: string; test: (password: string) => boolean }[] = [
  { key: 'PasswordMustBeAtLeast8Characters', test: (p) => p.length >= 8 },
  { key: 'PasswordMustContainSpecialCharacter', test: (p) => SPECIAL.test(p) },
  { key: 'PasswordMustContainUppercase', test: (p) => /[A-Z]/.test(p) },
  { key: 'PasswordMustContainLowercase', test: (p) => /[a-z]/.test(p) },
  { key: 'PasswordMustContainNumber', test: (p) => /[0-9]/.test(p) },
];

/** Every password rule and whether the password meets it: the live checklist under the field. */
export function passwordChecklist(password: string): { key: string; met: boolean }[] {
  return PASSWORD_RULES.map((r) => ({ key: r.key, met: r.test(password) }));
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
  return { ...errors, ...newPasswordErrors(input.password, input.confirmPassword) };
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

/** A new password and its confirmation (sign-up, reset, the new-password challenge, change). */
function newPasswordErrors(password: string, confirmPassword: string): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  const pw = passwordError(password);
  if (pw) errors.password = pw;
  if (confirmPassword === '') errors.confirmPassword = 'ConfirmPasswordRequired';
  // The mismatch shows at the confirmation even while a rule of the password still fails.
  else if (password !== '' && password !== confirmPassword) errors.confirmPassword = 'PasswordsDoNotMatch';
  return errors;
}

/** Sign-in password reset (replacing a temporary password): password and confirmation. */
export interface NewPasswordInput {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword(input: NewPasswordInput): FieldErrors<keyof NewPasswordInput> {
  return newPasswordErrors(input.password, input.confirmPassword);
}

/** Reset request: email (InvalidEmail). */
export function validateResetRequest(input: { email: string }): FieldErrors<'email'> {
  return isEmail(normaliseEmail(input.email)) ? {} : { email: 'InvalidEmail' };
}

export interface ResetConfirmInput {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Reset confirm: the code is exactly 6 characters (InvalidCode); the password rules are shared. */
export function validateResetConfirm(input: ResetConfirmInput): FieldErrors<keyof ResetConfirmInput> {
  const errors: FieldErrors<keyof ResetConfirmInput> = newPasswordErrors(input.password, input.confirmPassword);
  if (!isEmail(normaliseEmail(input.email))) errors.email = 'InvalidEmail';
  if (input.code.trim().length !== 6) errors.code = 'InvalidCode';
  return errors;
}

/** Sign-up confirm: email (EmailRequired) and code (ConfirmationCodeRequired). */
export function validateSignUpConfirm(input: { email: string; code: string }): FieldErrors<'email' | 'code'> {
  const errors: FieldErrors<'email' | 'code'> = {};
  if (normaliseEmail(input.email) === '') errors.email = 'EmailRequired';
  if (input.code.trim() === '') errors.code = 'ConfirmationCodeRequired';
  return errors;
}

/** Join confirm: the PIN (emptyPin). */
export function validateJoinConfirm(input: { pin: string }): FieldErrors<'pin'> {
  return input.pin.trim() === '' ? { pin: 'emptyPin' } : {};
}

/** A 6-digit PIN (login code): invalidPin otherwise. */
export function validatePin(input: { pin: string }): FieldErrors<'pin'> {
  return /^\d{6}$/.test(input.pin) ? {} : { pin: 'invalidPin' };
}

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Changing a password requires the current password (spec §5) and a new one that meets the rules. */
export function validateChangePassword(input: ChangePasswordInput): FieldErrors<keyof ChangePasswordInput> {
  const errors: FieldErrors<keyof ChangePasswordInput> = newPasswordErrors(input.password, input.confirmPassword);
  if (input.currentPassword === '') errors.currentPassword = 'PasswordRequired';
  return errors;
}
