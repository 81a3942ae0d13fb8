import { describe, expect, it } from 'vitest';
import { floatingOccurrences } from '@/lib/appointments/recurrence';
import { RRule } from '@/lib/appointments/rrule';

const RULES = [
  'FREQ=DAILY;COUNT=10',
  'FREQ=DAILY;INTERVAL=3;UNTIL=20310415T235900Z',
  'FREQ=WEEKLY;COUNT=6',
  'FREQ=WEEKLY;BYDAY=TU,TH,SA;COUNT=11',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=9',
  'FREQ=WEEKLY;INTERVAL=3;BYDAY=SU;UNTIL=20310901T000000Z',
  'FREQ=MONTHLY;COUNT=14',
  'FREQ=MONTHLY;INTERVAL=2;COUNT=5',
  'FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=4',
];

describe('fast recurrence matches rrule', () => {
  for (const text of RULES) {
    for (const start of [Date.UTC(2031, 0, 31, 10, 0), Date.UTC(2031, 2, 5, 9, 30)]) {
      it(`${text} from ${new Date(start).toISOString()}`, () => {
        const options = RRule.parseString(text);
        const dtstart = new Date(start);
        const expected = new RRule({ ...options, dtstart }).all((_, i) => i < 300).map((d) => d.toISOString());
        const got = floatingOccurrences(options, dtstart, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 300).map((ms) => new Date(ms).toISOString());
        expect(got).toEqual(expected);
      });
    }
  }

  it('keeps only the window but counts from the start', () => {
    const options = RRule.parseString('FREQ=DAILY;COUNT=5');
    const got = floatingOccurrences(options, new Date(Date.UTC(2031, 0, 1, 10)), Date.UTC(2031, 0, 3), Date.UTC(2031, 0, 20), 300);
    expect(got.map((ms) => new Date(ms).toISOString().slice(0, 10))).toEqual(['2031-01-03', '2031-01-04', '2031-01-05']);
  });
});
