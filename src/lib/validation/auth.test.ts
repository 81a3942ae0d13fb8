import { describe, expect, it } from 'vitest';
import { normaliseEmail, passwordError, validateLogin, validateSignUp } from './auth';

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
