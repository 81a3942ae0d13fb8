import { useState } from 'react';
import { Avatar } from '@/ui/Avatar';
import { CountBadge } from '@/ui/CountBadge';
import { ListRow, RowList, RowListItem, type ListRowVariant } from '@/ui/ListRow';
import { MenuButton } from '@/ui/MenuButton';
import { Tabs, type TabsVariant } from '@/ui/Tabs';
import { Timeline } from '@/ui/Timeline';
import { toast } from '@/ui/toast';
import { Wizard } from '@/ui/Wizard';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';

const TAB_ITEMS = [
  { id: 'upcoming', label: 'Upcoming', content: <p>Upcoming bookings</p> },
  { id: 'past', label: 'Past', content: <p>Past bookings</p> },
  { id: 'cancelled', label: 'Cancelled', content: <p>Cancelled bookings</p> },
];

const VARIANTS: TabsVariant[] = ['button', 'pill', 'underline', 'collapse'];
const ROW_VARIANTS: ListRowVariant[] = ['default', 'simple', 'card', 'notion'];

const STEPS = [
  { id: 'details', name: 'Details' },
  { id: 'services', name: 'Services' },
  { id: 'staff', name: 'Staff' },
  { id: 'review', name: 'Review' },
];

export function NavigationSection() {
  const [step, setStep] = useState(2);
  return (
    <GallerySection id="navigation" title="Tabs, rows, menus, wizard, timeline">
      <SpecimenGrid>
        {VARIANTS.map((v) => (
          <Specimen key={v} name={`Tabs variant="${v}"`}>
            <Tabs label={`Bookings (${v})`} variant={v} items={TAB_ITEMS} defaultSelectedKey="upcoming" />
          </Specimen>
        ))}
        {ROW_VARIANTS.map((v) => (
          <Specimen key={v} name={`ListRow variant="${v}"`}>
            <RowList label={`Rows (${v})`} variant={v}>
              <RowListItem>
                <ListRow variant={v} title="Aisyah Rahman" description="Haircut · 10:00" leading={<Avatar name="Aisyah Rahman" size="small" decorative />} onPress={() => undefined} />
              </RowListItem>
              <RowListItem>
                <ListRow variant={v} icon="calendar" title="Appointments" description="Calendar and table" trailing={<CountBadge count={5} />} onPress={() => undefined} />
              </RowListItem>
              <RowListItem>
                <ListRow variant={v} icon="users" title="Selected row" isSelected onPress={() => undefined} />
              </RowListItem>
            </RowList>
          </Specimen>
        ))}
        <Specimen name="MenuButton">
          <div className="gallery__row">
            <MenuButton
              label="Actions"
              onAction={(id) => toast.info(`Action: ${id}`)}
              items={[
                { id: 'edit', label: 'Edit', icon: 'pencil' },
                { id: 'copy', label: 'Duplicate', icon: 'copy' },
                { id: 'archive', label: 'Archive', isDisabled: true },
                { id: 'delete', label: 'Delete', icon: 'trash', isDanger: true },
              ]}
            />
            <MenuButton label="More" iconOnly variant="ghost" onAction={() => undefined} items={[{ id: 'a', label: 'Print' }]} />
          </div>
        </Specimen>
        <Specimen name="Timeline">
          <Timeline
            label="Booking history"
            items={[
              { id: '1', title: 'Booking created', time: '12 Mar 2026, 9:02 AM', tone: 'primary' },
              { id: '2', title: 'Deposit paid', time: '12 Mar 2026, 9:05 AM', description: 'RM 20.00 by card', tone: 'success' },
              { id: '3', title: 'Rescheduled', time: '13 Mar 2026, 4:40 PM', tone: 'warning' },
              { id: '4', title: 'Cancelled by customer', time: '14 Mar 2026, 8:00 AM', tone: 'danger' },
            ]}
          />
        </Specimen>
        <Specimen name="Wizard (step list on desktop, tab strip on mobile)" wide>
          <Wizard
            steps={STEPS}
            step={step}
            onStepChange={setStep}
            onNext={() => new Promise((resolve) => setTimeout(() => resolve({ proceed: true }), 600))}
            onFinish={() => new Promise<void>((resolve) => setTimeout(resolve, 600)).then(() => void toast.success('Wizard finished'))}
            onCancel={() => setStep(1)}
          >
            {(s, n) => (
              <p>
                Content of step {n}: {s.name}
              </p>
            )}
          </Wizard>
        </Specimen>
      </SpecimenGrid>
    </GallerySection>
  );
}
