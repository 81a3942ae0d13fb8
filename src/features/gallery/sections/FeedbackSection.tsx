import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ListRow } from '@/ui/ListRow';
import { ProgressBar } from '@/ui/ProgressBar';
import { ResultsList } from '@/ui/ResultsList';
import { toast } from '@/ui/toast';
import { ToastView } from '@/ui/ToastHost';
import type { ToastRecord } from '@/ui/toast-store';
import { UsageMeter } from '@/ui/UsageMeter';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';

const sampleToast = (over: Partial<ToastRecord>): ToastRecord => ({
  toastId: 'sample',
  title: 'Saved',
  color: 'neutral',
  size: 'medium',
  position: 'bottom',
  closable: true,
  hidden: false,
  createdAt: 0,
  ...over,
});

const PEOPLE = [
  { id: '1', name: 'Aisyah Rahman', phone: '+60 12-345 6789' },
  { id: '2', name: 'Tan Wei Ming', phone: '+65 8123 4567' },
];

function showProgressToast() {
  const id = toast({ title: 'Uploading 3 photos', progress: 0, closable: false, color: 'info' });
  let p = 0;
  const timer = setInterval(() => {
    p += 20;
    toast.update(id, { progress: p, progressLabel: `${p / 20} of 5` });
    if (p >= 100) {
      clearInterval(timer);
      toast.update(id, { title: 'Photos uploaded', color: 'success', closable: true });
    }
  }, 400);
}

export function FeedbackSection() {
  return (
    <GallerySection id="feedback" title="Toasts, banners, meters, empty states">
      <SpecimenGrid>
        <Specimen name="Toast (auto-dismiss 3000 ms when closable)">
          <div className="gallery__row">
            <Button variant="secondary" onPress={() => toast.success('Booking saved')}>
              Success toast
            </Button>
            <Button variant="secondary" onPress={() => toast.error('Payment failed', { description: 'The card was declined.' })}>
              Error toast
            </Button>
            <Button variant="secondary" onPress={showProgressToast}>
              Progress toast
            </Button>
            <Button variant="secondary" onPress={() => toast.info('Sync running', { position: 'top', closable: false, progress: 'indeterminate', toastId: 'sync-demo' })}>
              Top, indeterminate
            </Button>
          </div>
          <ToastView toast={sampleToast({ title: 'Booking saved', color: 'success' })} onClose={() => undefined} />
          <ToastView toast={sampleToast({ title: 'Payment failed', description: 'The card was declined.', color: 'danger', actions: [{ label: 'Retry', onPress: () => undefined }] })} onClose={() => undefined} />
          <ToastView toast={sampleToast({ title: 'Uploading', color: 'info', progress: 60, progressLabel: '3 of 5 photos', closable: false })} onClose={() => undefined} />
          <ToastView toast={sampleToast({ title: 'Syncing…', progress: 'indeterminate', size: 'small', closable: false })} onClose={() => undefined} />
        </Specimen>
        <Specimen name="Banner">
          <Banner tone="info" title="New version available" description="Reload to update." actions={<Button size="small" variant="secondary">Update</Button>} />
          <Banner tone="success" title="All changes synced" onClose={() => undefined} />
          <Banner tone="warning" title="You are offline" description="Changes will sync when you reconnect." />
          <Banner tone="danger" title="2 changes were refused" onClose={() => undefined} />
          <Banner tone="neutral" title="Importing customers" progress={45} progressLabel="450 of 1,000 rows" />
          <Banner tone="info" title="Preparing export" progress="indeterminate" iconName={null} />
        </Specimen>
        <Specimen name="UsageMeter (<70 success, 70–<90 warning, ≥90 danger, capped)">
          <UsageMeter label="Staff" current={3} limit={10} description="3 of 10 seats used" />
          <UsageMeter label="SMS credits" current={75} limit={100} />
          <UsageMeter label="Branches" current={9} limit={10} />
          <UsageMeter label="Storage" current={130} limit={100} description="Over the limit" />
        </Specimen>
        <Specimen name="ProgressBar">
          <ProgressBar label="Upload" value={30} showLabel />
          <ProgressBar label="Working" showLabel />
          <ProgressBar label="Done" value={100} tone="success" showLabel />
        </Specimen>
        <Specimen name="EmptyState (generic, listbox, table, selected-items)">
          <EmptyState variant="generic" description="Bookings you make appear here." action={<Button size="small">New booking</Button>} />
          <EmptyState variant="listbox" />
          <EmptyState variant="table" />
          <EmptyState variant="selected-items" />
        </Specimen>
        <Specimen name="ResultsList (loading, empty, results)">
          <ResultsList label="Customers" items={undefined} isLoading getKey={(p: (typeof PEOPLE)[number]) => p.id} renderItem={(p) => p.name} />
          <ResultsList label="Customers" items={[]} getKey={(p: (typeof PEOPLE)[number]) => p.id} renderItem={(p) => p.name} />
          <ResultsList
            label="Customers"
            items={PEOPLE}
            getKey={(p) => p.id}
            renderItem={(p) => <ListRow title={p.name} description={p.phone} onPress={() => undefined} />}
          />
        </Specimen>
      </SpecimenGrid>
    </GallerySection>
  );
}
