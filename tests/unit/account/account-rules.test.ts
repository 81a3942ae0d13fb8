import { describe, expect, it } from 'vitest';
import { accountLocaleToApply } from '@/lib/locale';
import { memberDataSchema } from '@/lib/schemas/member';
import { DEFAULT_NOTIFICATION_PREFS, receives, withType } from '@/lib/schemas/notification-prefs';
import { refusedMemberFields } from '@/lib/team/member-edit-rules';

describe('who may change which fields of a member', () => {
  it('lets anyone change their own profile, language and notifications, and nothing else of themselves', () => {
    const own = ['firstName', 'lastName', 'phone', 'profileImageUrl', 'locale', 'notificationPrefs'];
    expect(refusedMemberFields({ isSelf: true, managesTeam: false, fields: own })).toEqual({});
    expect(refusedMemberFields({ isSelf: true, managesTeam: false, fields: ['firstName', 'color', 'workingHours'] })).toEqual({
      color: 'team.errors.selfProfileOnly',
      workingHours: 'team.errors.selfProfileOnly',
    });
  });

  it('lets a team manager change their own colour and hours (rights are the route’s own rule)', () => {
    expect(refusedMemberFields({ isSelf: true, managesTeam: true, fields: ['color', 'workingHours', 'locale'] })).toEqual({});
  });

  it('refuses someone else’s record without members ≥ 2, and their personal choices to everyone', () => {
    expect(refusedMemberFields({ isSelf: false, managesTeam: false, fields: ['firstName'] })).toEqual({ members: 'permissions.insufficient' });
    expect(refusedMemberFields({ isSelf: false, managesTeam: true, fields: ['firstName', 'locale', 'notificationPrefs'] })).toEqual({
      locale: 'team.errors.personal',
      notificationPrefs: 'team.errors.personal',
    });
  });
});

describe('notification preferences', () => {
  it('delivers every type by default, and the test notification always', () => {
    expect(receives(DEFAULT_NOTIFICATION_PREFS, 'LOW_STOCK')).toBe(true);
    expect(receives({ muted: ['LOW_STOCK', 'NEW_BOOKING'], dailySummary: false }, 'TEST')).toBe(true);
    expect(receives({ muted: ['LOW_STOCK'], dailySummary: false }, 'LOW_STOCK')).toBe(false);
  });

  it('delivers the daily summary only to a member who switched it on', () => {
    expect(receives(DEFAULT_NOTIFICATION_PREFS, 'DAILY_SUMMARY')).toBe(false);
    expect(receives({ muted: [], dailySummary: true }, 'DAILY_SUMMARY')).toBe(true);
  });

  it('switches one type at a time, in a fixed order, without duplicates', () => {
    const off = withType(withType(DEFAULT_NOTIFICATION_PREFS, 'LOW_STOCK', false), 'NEW_BOOKING', false);
    expect(off.muted).toEqual(['NEW_BOOKING', 'LOW_STOCK']);
    expect(withType(off, 'LOW_STOCK', false).muted).toEqual(['NEW_BOOKING', 'LOW_STOCK']);
    expect(withType(off, 'NEW_BOOKING', true)).toEqual({ muted: ['LOW_STOCK'], dailySummary: false });
  });

  it('validates the stored choices with field keys', () => {
    const parse = (notificationPrefs: unknown) => memberDataSchema.safeParse({ notificationPrefs });
    expect(parse({ muted: ['LOW_STOCK'], dailySummary: true }).success).toBe(true);
    expect(parse({ muted: ['TEST'], dailySummary: true }).error?.issues[0]?.message).toBe('validation.invalidOption');
    expect(parse({ muted: ['LOW_STOCK', 'LOW_STOCK'], dailySummary: true }).error?.issues[0]?.message).toBe('validation.duplicate');
    expect(memberDataSchema.safeParse({ locale: 'fr' }).error?.issues[0]?.message).toBe('validation.invalidOption');
    expect(memberDataSchema.safeParse({ locale: null }).success).toBe(true);
  });
});

describe('the account language on a device', () => {
  it('applies only where the device never chose a language', () => {
    expect(accountLocaleToApply(null, 'zh-CN')).toBe('zh-CN');
    expect(accountLocaleToApply(JSON.stringify({ locale: 'en' }), 'zh-CN')).toBeNull();
    expect(accountLocaleToApply(null, null)).toBeNull();
  });
});
