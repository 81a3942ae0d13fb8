import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAvailability, normaliseAvailability, type WeeklyAvailability } from '@/lib/availability';
import { AvailabilityEditor } from '@/ui/AvailabilityEditor';

let latest: WeeklyAvailability = emptyAvailability();

function Harness({ initial }: { initial: WeeklyAvailability }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <AvailabilityEditor
      value={value}
      onChange={(v) => {
        latest = v;
        setValue(v);
      }}
    />
  );
}

describe('AvailabilityEditor', () => {
  afterEach(cleanup);

  it('turning Monday on creates 00:00-23:59', () => {
    render(<Harness initial={emptyAvailability()} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Monday' }));
    expect(latest['1']).toEqual({ active: true, slots: [{ start: '00:00', end: '23:59' }] });
    expect(screen.getAllByRole('group', { name: /Monday slot 1/ }).length).toBeGreaterThan(0);
  });

  it('adding a slot starts at the previous end; deleting the last slot turns the day off', () => {
    render(<Harness initial={normaliseAvailability({ '2': { active: true, slots: [{ start: '09:00', end: '12:00' }] } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add time slot on Tuesday' }));
    expect(latest['2'].slots).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '12:00', end: '23:59' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday slot 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday slot 1' }));
    expect(latest['2']).toEqual({ active: false, slots: [] });
    expect((screen.getByRole('switch', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says that an active day without slots is available all day', () => {
    render(<Harness initial={normaliseAvailability({ '3': { active: true, slots: [] } })} />);
    expect(screen.getByText('No time slots: available all day')).toBeTruthy();
  });

  it('turning a day off clears its slots', () => {
    render(<Harness initial={normaliseAvailability({ '4': { active: true, slots: [{ start: '09:00', end: '17:00' }] } })} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Thursday' }));
    expect(latest['4']).toEqual({ active: false, slots: [] });
  });
});
