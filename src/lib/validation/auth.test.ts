import { describe, expect, it } from 'vitest';
import {
  passwordChecklist,
  normaliseEmail,
  passwordError,
  validateChangePassword,
  validateJoinConfirm,
  validateLogin,
  validateNewPassword,
  validatePin,
  validateResetConfirm,
  validateResetRequest,
  validateSignUp,
  validateSignUpConfirm,
} from './auth';

describe('password rules (spec §5)', () => {
  it.each([
    ['', 'PasswordRequired'],
    ['Ab1!', 'PasswordMustBeAtLeast8Characters'],
    ['Abcdefg1', 'PasswordMustContainSpecialCharacter'],
    ['abcdefg1!', 'PasswordMustContainUppercase'],
    ['ABCDEFG1!', 'PasswordMustContainLowercase'],
    ['Abcdefgh!', 'PasswordMustContainNumber'],
  ])('%j gives %s', (password, key) => {
    expect(passwordError(password)).toBe(key);
  });

  it('accepts every listed special character', () => {
    for (const ch of '!@#$%^&*(),.?":{}|<>') expect(passwordError(`Abcdefg1${ch}`)).toBeNull();
  });

  it('rejects a special character outside the list', () => {
    expect(passwordError('Abcdefg1~')).toBe('PasswordMustContainSpecialCharacter');
  });
});

describe('login', () => {
  it('needs a well-formed email', () => {
    expect(validateLogin({ email: 'nobody', password: 'Demo!2345' })).toEqual({ email: 'InvalidEmail' });
  });
  it('lowercases and strips whitespace from emails', () => {
    expect(normaliseEmail('  Owner@Demo.TEST ')).toBe('owner@demo.test');
    expect(validateLogin({ email: ' Owner@Demo.test', password: 'Demo!2345' })).toEqual({});
  });
});

describe('sign-up', () => {
  const valid = { firstName: 'Aisyah', lastName: 'Rahman', email: 'a@b.my', phoneNumber: '', password: 'Demo!2345', confirmPassword: 'Demo!2345' };
  it('passes a valid form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });
  it('names each failing field', () => {
    expect(validateSignUp({ ...valid, firstName: ' ', confirmPassword: 'Demo!2346' })).toEqual({
      firstName: 'emptyFirstName',
      confirmPassword: 'PasswordsDoNotMatch',
    });
    expect(validateSignUp({ ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'ConfirmPasswordRequired' });
    expect(validateSignUp(valid, { requirePhone: true })).toEqual({ phoneNumber: 'PhoneNumberRequired' });
  });
});

describe('message keys of the other forms (spec §5)', () => {
  it('sign-up: invalid email and a missing phone where the phone variant requires it', () => {
    const base = { firstName: 'A', lastName: '', email: 'not-an-email', phoneNumber: '', password: 'Demo!2345', confirmPassword: 'Demo!2345' };
    expect(validateSignUp(base)).toEqual({ email: 'InvalidEmail' });
    expect(validateSignUp({ ...base, email: 'a@b.my', password: '' })).toEqual({ password: 'PasswordRequired' });
  });

  it('reset request needs an email', () => {
    expect(validateResetRequest({ email: '' })).toEqual({ email: 'InvalidEmail' });
    expect(validateResetRequest({ email: ' A@B.my ' })).toEqual({});
  });

  it('reset confirm: the code is exactly 6 characters, the password rules are shared', () => {
    const ok = { email: 'a@b.my', code: '123456', password: 'Demo!2345', confirmPassword: 'Demo!2345' };
    expect(validateResetConfirm(ok)).toEqual({});
    expect(validateResetConfirm({ ...ok, code: '12345' })).toEqual({ code: 'InvalidCode' });
    expect(validateResetConfirm({ ...ok, code: '1234567' })).toEqual({ code: 'InvalidCode' });
    expect(validateResetConfirm({ ...ok, code: 'abc123' })).toEqual({});
    expect(validateResetConfirm({ ...ok, password: 'demo!2345', confirmPassword: 'demo!2345' })).toEqual({ password: 'PasswordMustContainUppercase' });
    expect(validateResetConfirm({ ...ok, confirmPassword: 'Demo!2346' })).toEqual({ confirmPassword: 'PasswordsDoNotMatch' });
  });

  it('sign-up confirm: EmailRequired and ConfirmationCodeRequired', () => {
    expect(validateSignUpConfirm({ email: '', code: '' })).toEqual({ email: 'EmailRequired', code: 'ConfirmationCodeRequired' });
    expect(validateSignUpConfirm({ email: 'a@b.my', code: '123456' })).toEqual({});
  });

  it('join confirm: emptyPin; a login PIN is 6 digits (invalidPin)', () => {
    expect(validateJoinConfirm({ pin: ' ' })).toEqual({ pin: 'emptyPin' });
    expect(validateJoinConfirm({ pin: '123456' })).toEqual({});
    expect(validatePin({ pin: '12345' })).toEqual({ pin: 'invalidPin' });
    expect(validatePin({ pin: '12345a' })).toEqual({ pin: 'invalidPin' });
    expect(validatePin({ pin: '123456' })).toEqual({});
  });

  it('new password (temporary password replaced): rules and confirmation', () => {
    expect(validateNewPassword({ password: 'Demo!2345', confirmPassword: '' })).toEqual({ confirmPassword: 'ConfirmPasswordRequired' });
    expect(validateNewPassword({ password: 'Short1!', confirmPassword: 'Short1!' })).toEqual({ password: 'PasswordMustBeAtLeast8Characters' });
  });

  it('changing a password requires the current one', () => {
    expect(validateChangePassword({ currentPassword: '', password: 'Demo!2345', confirmPassword: 'Demo!2345' })).toEqual({ currentPassword: 'PasswordRequired' });
    expect(validateChangePassword({ currentPassword: 'Old!23456', password: 'Demo!2345', confirmPassword: 'Demo!2345' })).toEqual({});
  });
});

describe('the password checklist', () => {
  it('lists every rule of spec §5 with whether it is met', () => {
    expect(passwordChecklist('abc')).toEqual([
      { key: 'PasswordMustBeAtLeast8Characters', met: false },
      { key: 'PasswordMustContainSpecialCharacter', met: false },
      { key: 'PasswordMustContainUppercase', met: false },
      { key: 'PasswordMustContainLowercase', met: true },
      { key: 'PasswordMustContainNumber', met: false },
    ]);
    expect(passwordChecklist('Demo!2345').every((r) => r.met)).toBe(true);
  });
  it('shows the mismatch at the confirmation while a password rule still fails', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'PasswordMustBeAtLeast8Characters',
      confirmPassword: 'PasswordsDoNotMatch',
    });
  });
});
