import { useState } from 'react';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { CountBadge } from '@/ui/CountBadge';
import { Spinner } from '@/ui/Spinner';
import { TagOption } from '@/ui/TagOption';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';

const NAMES = ['Aisyah Rahman', 'Tan Wei Ming', 'Priya Nair', 'John Smith', 'Lim', '陈小明', 'Nguyen Van An', 'Siti Nur Aisyah', 'Ben', 'Kumar Raj'];

export function ActionsSection() {
  const [selected, setSelected] = useState(true);
  return (
    <GallerySection id="actions" title="Buttons, badges, avatars">
      <SpecimenGrid>
        <Specimen name="Button variants">
          <div className="gallery__row">
            <Button variant="primary">Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Danger</Button>
          </div>
        </Specimen>
        <Specimen name="Button states">
          <div className="gallery__row">
            <Button isLoading>Saving</Button>
            <Button variant="secondary" isLoading>
              Loading
            </Button>
            <Button isDisabled>Disabled</Button>
            <Button variant="secondary" icon="plus">
              With icon
            </Button>
            <Button variant="ghost" icon="trash" aria-label="Delete" />
            <Button size="small" variant="secondary">
              Small
            </Button>
          </div>
          <Button fullWidth>Full width</Button>
        </Specimen>
        <Specimen name="Spinner">
          <div className="gallery__row">
            <Spinner size="small" />
            <Spinner />
            <Spinner size="large" />
          </div>
        </Specimen>
        <Specimen name="CountBadge">
          <div className="gallery__row">
            <CountBadge count={3} label="3 unread" />
            <CountBadge count={42} tone="primary" />
            <CountBadge count={99} tone="neutral" />
            <CountBadge count={100} label="More than 99 unread" />
            <CountBadge count={1250} />
          </div>
        </Specimen>
        <Specimen name="Avatar (10 colours by name hash, 2 initials)">
          <div className="gallery__row">
            {NAMES.map((n) => (
              <Avatar key={n} name={n} />
            ))}
          </div>
          <div className="gallery__row">
            <Avatar name="Aisyah Rahman" size="small" />
            <Avatar name="Aisyah Rahman" size="medium" />
            <Avatar name="Aisyah Rahman" size="large" />
          </div>
        </Specimen>
        <Specimen name="TagOption">
          <div className="gallery__row">
            <TagOption option={{ value: 'vip', label: 'VIP', color: '#B02A43' }} />
            <TagOption option={{ value: 'new', label: 'New', color: '#227052' }} onRemove={() => undefined} />
            <TagOption option={{ value: 'reg', label: 'Regular', color: '#3B5BDB' }} isSelected={selected} onSelectedChange={setSelected} />
          </div>
        </Specimen>
      </SpecimenGrid>
    </GallerySection>
  );
}
