import { useState } from 'react';
import { Button } from '@/ui/Button';
import { ListRow } from '@/ui/ListRow';
import { MediaViewer } from '@/ui/MediaViewer';
import { Modal, type ModalPresentation } from '@/ui/Modal';
import { ResultsList } from '@/ui/ResultsList';
import { SearchModal } from '@/ui/SearchModal';
import { FullScreenLoader } from '@/ui/Spinner';
import { TextField } from '@/ui/TextField';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';
import { sampleImage } from '../sample-media';

const SERVICES = ['Haircut', 'Hair colouring', 'Manicure', 'Pedicure', 'Facial', 'Massage'];
const MEDIA = [
  { type: 'image' as const, url: sampleImage(200, 'Front desk'), alt: 'Front desk' },
  { type: 'image' as const, url: sampleImage(320, 'Wash area'), alt: 'Wash area' },
  { type: 'image' as const, url: sampleImage(40, 'Nail bar'), alt: 'Nail bar' },
];

type Open = { presentation: ModalPresentation; dismissable: boolean; back: boolean } | null;

export function OverlaysSection() {
  const [open, setOpen] = useState<Open>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [media, setMedia] = useState<number | null>(null);
  const [loader, setLoader] = useState(false);
  const results = SERVICES.filter((s) => s.toLowerCase().includes(query));
  const show = (presentation: ModalPresentation, dismissable = true, back = false) => setOpen({ presentation, dismissable, back });
  return (
    <GallerySection id="overlays" title="Modals, drawers, search, media">
      <SpecimenGrid>
        <Specimen name="Modal host (auto: drawer < 640 px, sheet on touch, centred otherwise)">
          <div className="gallery__row">
            <Button onPress={() => show('auto')}>Open (auto)</Button>
            <Button variant="secondary" onPress={() => show('modal', true, true)}>
              Centred with back
            </Button>
            <Button variant="secondary" onPress={() => show('drawer')}>
              Drawer
            </Button>
            <Button variant="secondary" onPress={() => show('sheet')}>
              Sheet (95% height)
            </Button>
            <Button variant="secondary" onPress={() => show('fullscreen')}>
              Full screen
            </Button>
            <Button variant="secondary" onPress={() => show('drawer', false)}>
              Not dismissable
            </Button>
          </div>
        </Specimen>
        <Specimen name="SearchModal">
          <Button variant="secondary" icon="search" onPress={() => setSearchOpen(true)}>
            Search services
          </Button>
        </Specimen>
        <Specimen name="MediaViewer">
          <div className="gallery__row">
            {MEDIA.map((m, i) => (
              <Button key={m.url} variant="ghost" onPress={() => setMedia(i)} aria-label={`View ${m.alt}`}>
                <img src={m.url} alt="" width={96} height={54} style={{ borderRadius: 6 }} />
              </Button>
            ))}
          </div>
        </Specimen>
        <Specimen name="FullScreenLoader">
          <Button
            variant="secondary"
            onPress={() => {
              setLoader(true);
              setTimeout(() => setLoader(false), 1500);
            }}
          >
            Show for 1.5 s
          </Button>
        </Specimen>
      </SpecimenGrid>
      {open && (
        <Modal
          isOpen
          onOpenChange={(o) => !o && setOpen(null)}
          title={open.dismissable ? 'Edit customer' : 'Business required'}
          presentation={open.presentation}
          isDismissable={open.dismissable}
          {...(open.back ? { onBack: () => setOpen(null) } : {})}
          footer={
            <>
              {open.dismissable && (
                <Button variant="secondary" onPress={() => setOpen(null)}>
                  Cancel
                </Button>
              )}
              <Button onPress={() => setOpen(null)}>{open.dismissable ? 'Save' : 'Back to dashboard'}</Button>
            </>
          }
        >
          {open.dismissable ? (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <TextField label="First name" defaultValue="Aisyah" />
              <TextField label="Last name" defaultValue="Rahman" />
              <TextField label="Notes" isOptional />
            </div>
          ) : (
            <p>Create or join a business to continue. This drawer cannot be dragged or clicked away.</p>
          )}
        </Modal>
      )}
      <SearchModal isOpen={searchOpen} onOpenChange={setSearchOpen} title="Search services" onSearch={setQuery}>
        <ResultsList label="Services" items={results} getKey={(s) => s} renderItem={(s) => <ListRow title={s} variant="simple" onPress={() => setSearchOpen(false)} />} />
      </SearchModal>
      <MediaViewer items={MEDIA} index={media} onIndexChange={setMedia} />
      {loader && <FullScreenLoader showLabel />}
    </GallerySection>
  );
}
