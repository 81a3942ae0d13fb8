import { describe, expect, it } from 'vitest';
import { AUTH_VIEWS, currentView, decodeView, encodeView, searchWithView } from '@/lib/auth/auth-view';

const q = (s: string) => new URLSearchParams(s);

describe('view encoding (spec §2.1)', () => {
  it('round-trips every view through base64', () => {
    expect(AUTH_VIEWS).toHaveLength(9);
    for (const view of AUTH_VIEWS) {
      const encoded = encodeView(view);
      expect(encoded).not.toBe(view);
      expect(atob(encoded)).toBe(view);
      expect(decodeView(encoded)).toBe(view);
    }
  });

  it('accepts a plain view name and rejects anything else', () => {
    expect(decodeView('otp')).toBe('otp');
    expect(decodeView('sign-in-confirm-password-reset')).toBe('sign-in-confirm-password-reset');
    expect(decodeView(btoa('dashboard'))).toBeNull();
    expect(decodeView('not base64 !')).toBeNull();
    expect(decodeView('')).toBeNull();
    expect(decodeView(null)).toBeNull();
  });

  it('survives the query string', () => {
    const search = q(searchWithView(q('language=zh-CN&data=eyJ9'), 'signup-confirm-email').slice(1));
    expect(decodeView(search.get('view'))).toBe('signup-confirm-email');
    expect(search.get('language')).toBe('zh-CN');
    expect(search.get('data')).toBe('eyJ9');
  });
});

describe('initial view', () => {
  it('is sign-in by default, sign-up under /signup, join under /join', () => {
    expect(currentView('/auth', q(''))).toBe('sign-in');
    expect(currentView('/', q(''))).toBe('sign-in');
    expect(currentView('/signup', q(''))).toBe('sign-up');
    expect(currentView('/en/signup/start', q(''))).toBe('sign-up');
    expect(currentView('/join', q('data=abc'))).toBe('join');
  });

  it('campaign parameters force sign-up', () => {
    expect(currentView('/auth', q('utm_source=fb'))).toBe('sign-up');
    expect(currentView('/', q('ref=partner1'))).toBe('sign-up');
    expect(currentView('/', q('sub2=x'))).toBe('sign-up');
    expect(currentView('/', q('utm_source='))).toBe('sign-in');
  });

  it('a view in the URL wins (back and forward restore it)', () => {
    expect(currentView('/signup', q(`view=${encodeView('sign-in')}`))).toBe('sign-in');
    expect(currentView('/join', q(`view=${encodeView('join-confirm-email')}`))).toBe('join-confirm-email');
    expect(currentView('/auth', q('view=forget-password'))).toBe('forget-password');
    expect(currentView('/signup', q('view=bogus'))).toBe('sign-up');
  });
});
