import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { SignupSession } from '@/lib/schemas/signup-session';
import type { FakeClock } from '../helpers/clock-harness';
import type { GetCtx } from './context';
import type { Harness } from '../helpers/harness';

const DAY = 24 * 60 * 60 * 1000;

function result(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: ' New.Owner@Example.com ',
    firstName: 'Siti',
    lastName: 'Aminah',
    phoneNumber: '+60123456789',
    signupSession: { currentStep: 'signup', completedSteps: [], status: 'active', expiresAt: '2000-01-01T00:00:00Z' },
    ...over,
  };
}

const metadata = {
  utmParameters: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'launch', sub1: 'a' },
  timestamp: 1_748_000_000_000,
  landingUrl: 'https://example.com/?utm_source=google',
  userAgent: 'Mozilla/5.0',
};

export function signupSessionSuite(get: GetCtx): void {
describe('sign-up sessions', () => {
  let clock: FakeClock;
  let h: Harness;
  beforeAll(async () => {
    ({ h, clock } = get());
  });

  const create = async (): Promise<SignupSession> => {
    const r = await h.call('POST', '/signup/sessions', { body: { action: 'create', result: result(), metadata } });
    expect(r.status).toBe(201);
    return (r.json as { result: SignupSession }).result;
  };

  it('creates without a token, reads back, and updates the progress', async () => {
    const s = await create();
    expect(s).toMatchObject({
      email: 'new.owner@example.com',
      firstName: 'Siti',
      signupSession: { currentStep: 'signup', completedSteps: [], status: 'active', lastError: null },
    });
    expect(s.signupSession.expiresAt).toBe(new Date(clock.now().getTime() + DAY).toISOString());
    const got = await h.call('GET', `/signup/sessions/${s.sessionId}`);
    expect(got.json).toEqual({ result: { prospectId: s.prospectId, email: s.email, signupSession: s.signupSession } });

    clock.advance(60_000);
    const upd = await h.call('POST', '/signup/sessions', {
      body: {
        action: 'update',
        result: result({
          sessionId: s.sessionId,
          prospectId: crypto.randomUUID(),
          signupSession: { currentStep: 'plan-select', completedSteps: ['signup', 'email-confirm'], status: 'active' },
        }),
      },
    });
    expect(upd.status).toBe(200);
    const u = (upd.json as { result: SignupSession }).result;
    expect(u).toMatchObject({ sessionId: s.sessionId, prospectId: s.prospectId });
    expect(u.signupSession).toEqual({ ...s.signupSession, currentStep: 'plan-select', completedSteps: ['signup', 'email-confirm'] });
    const stored = await h.db.query<{ metadata: { utmParameters: { utm_source: string } } }>(
      'SELECT metadata FROM signup_sessions WHERE session_id = $1',
      [s.sessionId],
    );
    expect(stored[0]?.metadata.utmParameters.utm_source).toBe('google');
  });

  it('answers 404 for an unknown session and 410 once it expired', async () => {
    const unknown = crypto.randomUUID();
    const nf = await h.call('GET', `/signup/sessions/${unknown}`);
    expect(nf.status).toBe(404);
    expect((nf.json as Problem).errors).toEqual({ sessionId: 'signup.sessionNotFound' });
    const nfUpd = await h.call('POST', '/signup/sessions', { body: { action: 'update', result: result({ sessionId: unknown }) } });
    expect(nfUpd.status).toBe(404);
    expect((nfUpd.json as Problem).errors).toEqual({ 'result.sessionId': 'signup.sessionNotFound' });

    const s = await create();
    clock.advance(DAY - 1000);
    expect((await h.call('GET', `/signup/sessions/${s.sessionId}`)).status).toBe(200);
    clock.advance(1000);
    const gone = await h.call('GET', `/signup/sessions/${s.sessionId}`);
    expect(gone.status).toBe(410);
    expect(gone.json).toMatchObject({ status: 410, errors: { sessionId: 'signup.sessionExpired' } });
    const late = await h.call('POST', '/signup/sessions', {
      body: { action: 'update', result: result({ sessionId: s.sessionId, signupSession: { currentStep: 'x', completedSteps: [], status: 'abandoned' } }) },
    });
    expect(late.status).toBe(410);
    expect((late.json as Problem).errors).toEqual({ 'result.sessionId': 'signup.sessionExpired' });
  });

  it('validates strictly with field keys and limits the body', async () => {
    const bad = async (body: unknown): Promise<Record<string, string> | undefined> => {
      const r = await h.call('POST', '/signup/sessions', { body });
      expect(r.status).toBe(400);
      return (r.json as Problem).errors;
    };
    expect(await bad({ action: 'create', result: result({ email: 'nope' }) })).toEqual({ 'result.email': 'validation.InvalidEmail' });
    expect(await bad({ action: 'create', result: result({ firstName: undefined }) })).toEqual({ 'result.firstName': 'validation.required' });
    expect(await bad({ action: 'create', result: result({ firstName: ' ' }) })).toEqual({ 'result.firstName': 'validation.emptyFirstName' });
    expect(await bad({ action: 'create', result: result({ phoneNumber: '12' }) })).toEqual({ 'result.phoneNumber': 'validation.invalidPhone' });
    expect(
      await bad({ action: 'create', result: result({ signupSession: { currentStep: 'a b', completedSteps: [], status: 'done' } }) }),
    ).toEqual({ 'result.signupSession.currentStep': 'validation.invalidStep', 'result.signupSession.status': 'validation.invalidOption' });
    expect(await bad({ action: 'delete', result: result() })).toEqual({ action: 'validation.invalidOption' });
    expect(await bad({ action: 'update', result: result() })).toEqual({ 'result.sessionId': 'validation.required' });
    expect(
      await bad({ action: 'create', result: result(), metadata: { utmParameters: { utm_source: 'x'.repeat(201) } } }),
    ).toEqual({ 'metadata.utmParameters.utm_source': 'validation.tooLong' });
    expect((await h.call('GET', '/signup/sessions/not-a-uuid')).json).toMatchObject({ errors: { sessionId: 'validation.invalidId' } });
    const big = await h.call('POST', '/signup/sessions', { body: { action: 'create', result: result({ lastName: 'x'.repeat(20_000) }) } });
    expect(big.status).toBe(413);
  });
});
}
