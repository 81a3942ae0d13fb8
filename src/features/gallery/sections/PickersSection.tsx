import { useState } from 'react';
import { normaliseAvailability, type WeeklyAvailability } from '@/lib/availability';
import { makePresetRange, type DateRangeValue } from '@/lib/date-range';
import { AvailabilityEditor } from '@/ui/AvailabilityEditor';
import { DatePicker } from '@/ui/DatePicker';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { TimeInput } from '@/ui/TimeInput';
import { TimePicker } from '@/ui/TimePicker';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';

const TODAY = '2026-03-12';

const SLOTS = [
  { id: '1', startTime: '09:00', endTime: '10:00' },
  { id: '2', startTime: '10:30', endTime: '11:30' },
  { id: '3', startTime: '14:00', endTime: '15:00' },
];

export function PickersSection() {
  const [date, setDate] = useState<string | null>(TODAY);
  const [time, setTime] = useState<{ start: string; end?: string }>({ start: '09:00', end: '17:30' });
  const [single, setSingle] = useState('14:15');
  const [range, setRange] = useState<DateRangeValue | null>(makePresetRange('this_week', TODAY));
  const [range1, setRange1] = useState<DateRangeValue | null>(null);
  const [week, setWeek] = useState<WeeklyAvailability>(() =>
    normaliseAvailability({
      '1': { active: true, slots: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] },
      '2': { active: true, slots: [{ start: '09:00', end: '18:00' }] },
      '3': { active: true, slots: [] },
      '5': { active: true, slots: [{ start: '10:00', end: '16:00' }] },
    }),
  );
  return (
    <GallerySection id="pickers" title="Pickers and availability">
      <SpecimenGrid>
        <Specimen name="DatePicker (popover ≥ 400 px, else 60% drawer)">
          <DatePicker label="Appointment date" value={date} onChange={setDate} />
          <DatePicker label="Birthday" value={null} onChange={() => undefined} isOptional />
          <DatePicker label="Start date" value={null} onChange={() => undefined} errorMessage="Choose a start date" />
        </Specimen>
        <Specimen name="TimePicker (wheels; half drawer with Done on mobile)">
          <TimePicker label="Opening hours" start={time.start} {...(time.end ? { end: time.end } : {})} onChange={setTime} suggestions={SLOTS} />
          <TimePicker label="Reminder time (24-hour)" start={single} onChange={(v) => setSingle(v.start)} format="24" />
          <TimePicker label="Slot (suggestions loading)" start="10:00" end="11:00" onChange={() => undefined} isLoadingSuggestions />
        </Specimen>
        <Specimen name="TimeInput (InvalidTime when end < start)">
          <TimeInput label="Start" value="09:00" onChange={() => undefined} />
          <TimeInput label="End (before start)" value="08:00" minValue="09:00" onChange={() => undefined} />
          <TimeInput label="24-hour" value="18:45" format="24" onChange={() => undefined} />
        </Specimen>
        <Specimen name="DateRangePicker (two months, weeks from Monday)">
          <DateRangePicker label="Report period" value={range} onChange={setRange} today={TODAY} />
          <DateRangePicker label="Single month" value={range1} onChange={setRange1} today={TODAY} months={1} />
        </Specimen>
        <Specimen name="AvailabilityEditor" wide>
          <AvailabilityEditor value={week} onChange={setWeek} weekStartsOn={1} />
        </Specimen>
      </SpecimenGrid>
    </GallerySection>
  );
}
