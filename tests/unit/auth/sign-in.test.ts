import { beforeEach, describe, expect, it, vi } from 'vitest';

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(),
  fetchUserAttributes: vi.fn(),
}));
const online = vi.hoisted(() => ({ reportFrontendError: vi.fn(), joinWithCode: vi.fn(), setOnlineApiBase: vi.fn() }));

vi.mock('aws-amplify/auth', () => amplify);
vi.mock('@/data/online', () => online);

const { submitSignIn } = await import('@/features/auth/sign-in');
const { fetchAccount } = await import('@/features/auth/identity');
const { authState, markSignedOut } = await import('@/features/auth/auth-state');

function named(name: string): Error {
  const e = new Error(name);
  e.name = name;
  return e;
}

const attributes = { email: 'owner@demo.test', 'custom:userId': 'u1', 'custom:businessId': 'b1' };
const input = { email: ' Owner@Demo.test ', password: 'Demo!2345' };

describe('sign-in error mapping (spec §8)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    markSignedOut();
  });

  it.each(['NotAuthorizedException', 'InvalidParameterException'])('%s is InvalidLoginCredentials on the password field', async (name) => {
    amplify.signIn.mockRejectedValueOnce(named(name));
    expect(await submitSignIn(input)).toEqual({ kind: 'invalid', fieldErrors: { password: 'InvalidLoginCredentials' } });
    expect(online.reportFrontendError).not.toHaveBeenCalled();
  });

  it('anything else is UnknownLoginError, reported with the e-mail and the error name', async () => {
    amplify.signIn.mockRejectedValueOnce(named('InternalErrorException'));
    expect(await submitSignIn(input)).toMatchObject({ kind: 'failed', formError: 'UnknownLoginError' });
    expect(online.reportFrontendError).toHaveBeenCalledWith(
      expect.objectContaining({ userEmail: 'owner@demo.test', error: expect.objectContaining({ name: 'InternalErrorException' }) }),
    );
  });

  it('signs in with the e-mail lowercased and marks the app signed in', async () => {
    amplify.signIn.mockResolvedValueOnce({ nextStep: { signInStep: 'DONE' } });
    amplify.fetchUserAttributes.mockResolvedValueOnce(attributes);
    expect(await submitSignIn(input)).toEqual({ kind: 'signedIn', account: { email: 'owner@demo.test', userId: 'u1', businessId: 'b1' } });
    expect(amplify.signIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'owner@demo.test' }));
    expect(authState.signedIn).toBe(true);
  });

  it('an already-authenticated session is signed out, then the sign-in is tried again', async () => {
    amplify.signIn.mockRejectedValueOnce(named('UserAlreadyAuthenticatedException')).mockResolvedValueOnce({ nextStep: { signInStep: 'DONE' } });
    amplify.fetchUserAttributes.mockResolvedValueOnce(attributes);
    expect(await submitSignIn(input)).toMatchObject({ kind: 'signedIn' });
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(amplify.signIn).toHaveBeenCalledTimes(2);
  });

  it('the new-password challenge and a login code are next steps', async () => {
    amplify.signIn.mockResolvedValueOnce({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } });
    expect(await submitSignIn(input)).toEqual({ kind: 'nextStep', step: 'NEW_PASSWORD' });
    amplify.signIn.mockResolvedValueOnce({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } });
    expect(await submitSignIn(input)).toEqual({ kind: 'nextStep', step: 'CODE' });
  });
});

describe('loading the user after sign-in (spec §4, §9)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('tries 3 times, 1 s apart, while the user is not found', async () => {
    vi.useFakeTimers();
    try {
      amplify.fetchUserAttributes
        .mockRejectedValueOnce(named('UserNotFoundException'))
        .mockRejectedValueOnce(named('UserNotFoundException'))
        .mockResolvedValueOnce(attributes);
      const loaded = fetchAccount();
      await vi.advanceTimersByTimeAsync(999);
      expect(amplify.fetchUserAttributes).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1001);
      await expect(loaded).resolves.toEqual({ email: 'owner@demo.test', userId: 'u1', businessId: 'b1' });
      expect(amplify.fetchUserAttributes).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the third try, and a user without a business has businessId ""', async () => {
    vi.useFakeTimers();
    try {
      amplify.fetchUserAttributes.mockRejectedValue(named('UserNotFoundException'));
      const loaded = fetchAccount();
      const failed = expect(loaded).rejects.toMatchObject({ name: 'UserNotFoundException' });
      await vi.advanceTimersByTimeAsync(2000);
      await failed;
      expect(amplify.fetchUserAttributes).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
    amplify.fetchUserAttributes.mockReset().mockResolvedValueOnce({ email: 'new@x.my', 'custom:userId': 'u9' });
    await expect(fetchAccount()).resolves.toEqual({ email: 'new@x.my', userId: 'u9', businessId: '' });
  });
});
