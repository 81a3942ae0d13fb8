import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { PlanLimitActions, planLimitOf } from '@/features/sync-issues/PlanLimitActions';

const refused = (errors: Record<string, string>, status = 409): StoredOutboxEntry => ({
  seq: 1, id: '01970000-0000-7000-8000-0000000000e1', userId: 'u', businessId: 'b', method: 'PUT', path: '/business/b/branches', body: { name: 'Mont Kiara' },
  table: 'branches', rowId: '01970000-0000-7000-8000-0000000000e2', effect: { op: 'delete' }, before: null, status: 'rejected', attempts: 1,
  createdAt: '2026-06-01T08:00:00.000Z', error: { status, title: 'Conflict', detail: 'The plan’s branches are all in use.', errors },
});

describe('a change refused over the plan in Sync issues', () => {
  it('offers upgrading the plan or removing the change', () => {
    render(<PlanLimitActions entry={refused({ name: 'subscription.errors.branchLimit' })} />);
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/settings/business/subscription');
    expect(screen.getByRole('button', { name: 'Remove this change' })).toBeTruthy();
  });

  it('stays away from other refusals', () => {
    expect(planLimitOf(refused({ name: 'validation.required' }, 400))).toBe(false);
    expect(planLimitOf(refused({ id: 'conflict.deleted' }))).toBe(false);
    const { container } = render(<PlanLimitActions entry={refused({ id: 'conflict.deleted' })} />);
    expect(container.textContent).toBe('');
  });
});
