import { beforeEach, describe, expect, it } from 'vitest';
import { decodeJoinData } from '@/lib/auth/join-link';
import { SIGNUP_PROGRESS_KEY, clearProgress, readProgress, saveProgress } from '@/lib/auth/signup-progress';

/** What the server's inviteLink does: base64 of the UTF-8 JSON. */
function encode(o: unknown): string {
  return Buffer.from(JSON.stringify(o), 'utf8').toString('base64');
}

describe('join link data', () => {
  it('decodes the invitation, names in any script, e-mail normalised', () => {
    const raw = encode({ email: ' Mei@Salon.MY ', phone: '+60123456789', firstName: '美玲', lastName: 'Tan', businessName: 'Demo Salon' });
    expect(decodeJoinData(raw)).toEqual({ email: 'mei@salon.my', phone: '+60123456789', firstName: '美玲', lastName: 'Tan', businessName: 'Demo Salon' });
  });

  it('is null when unreadable or without an e-mail', () => {
    expect(decodeJoinData(null)).toBeNull();
    expect(decodeJoinData('%%%')).toBeNull();
    expect(decodeJoinData(encode({ firstName: 'x' }))).toBeNull();
    expect(decodeJoinData(btoa('not json'))).toBeNull();
  });
});

describe('sign-up progress record', () => {
  beforeEach(() => localStorage.clear());
  const started = new Date('2026-03-01T08:00:00.000Z');
  const record = {
    sessionId: '0195f0a0-0000-4000-8000-000000000009',
    email: 'a@b.my',
    firstName: 'A',
    lastName: 'B',
    phoneNumber: '',
    currentStep: 'email-confirm',
    lastUpdated: started.toISOString(),
    serverSynced: true,
    startedAt: started.toISOString(),
  };

  it('lives 24 hours from the start of the session', () => {
    saveProgress(localStorage, record);
    expect(readProgress(localStorage, new Date(started.getTime() + 23 * 3600_000))).toEqual(record);
    expect(readProgress(localStorage, new Date(started.getTime() + 24 * 3600_000))).toBeNull();
    expect(localStorage.getItem(SIGNUP_PROGRESS_KEY)).toBeNull();
  });

  it('is gone once cleared, and unreadable records are dropped', () => {
    saveProgress(localStorage, record);
    clearProgress(localStorage);
    expect(readProgress(localStorage, started)).toBeNull();
    localStorage.setItem(SIGNUP_PROGRESS_KEY, JSON.stringify({ email: 'x' }));
    expect(readProgress(localStorage, started)).toBeNull();
  });
});
