import { useState } from 'react';
import { Button } from '@/ui/Button';
import { CsvUploader } from '@/ui/CsvUploader';
import { ImageUploader, type ImageItem } from '@/ui/ImageUploader';
import { MultiSelect } from '@/ui/MultiSelect';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { GallerySection, Specimen, SpecimenGrid } from '../GallerySection';
import { sampleImage } from '../sample-media';

export function InputsSection() {
  const [file, setFile] = useState<string | null>(null);
  const [images, setImages] = useState<ImageItem[]>([
    { id: 'a', url: sampleImage(200, 'Salon'), alt: 'Salon front' },
    { id: 'b', url: sampleImage(20, 'Chair'), alt: 'Styling chair' },
  ]);
  const [services, setServices] = useState<string[]>(['cut']);
  const [html, setHtml] = useState('');
  const [dirty, setDirty] = useState(true);
  const [saving, setSaving] = useState(false);
  return (
    <GallerySection id="inputs" title="Uploads, rich text, multi-select">
      <SpecimenGrid>
        <Specimen name="CsvUploader (.csv only, one file)">
          <CsvUploader label="Import customers" fileName={file} onFile={(f) => setFile(f.name)} />
        </Specimen>
        <Specimen name="ImageUploader (at most 5)">
          <ImageUploader label="Gallery pictures" value={images} onChange={setImages} />
        </Specimen>
        <Specimen name="MultiSelect (50 ms debounce)">
          <MultiSelect
            label="Services"
            value={services}
            onChange={setServices}
            options={[
              { sectionLabel: 'Hair', items: [{ value: 'cut', label: 'Haircut' }, { value: 'colour', label: 'Colouring' }] },
              { sectionLabel: 'Nails', items: [{ value: 'mani', label: 'Manicure' }, { value: 'pedi', label: 'Pedicure' }] },
            ]}
          />
          <MultiSelect label="Staff" value={[]} onChange={() => undefined} options={[{ value: 'a', label: 'Aisyah' }]} isOptional />
        </Specimen>
        <Specimen name="RichTextEditor (sanitised output)">
          <RichTextEditor label="Booking notes" defaultValue="<p>Bring <b>your</b> own towel.<script>alert(1)</script></p>" onChange={setHtml} />
          <code style={{ fontSize: 12, overflowWrap: 'anywhere' }}>{html || '(edit to see the sanitised HTML)'}</code>
        </Specimen>
        <Specimen name="UnsavedChangesBanner" wide>
          <UnsavedChangesBanner
            isDirty={dirty}
            isSaving={saving}
            onDiscard={() => setDirty(false)}
            onSave={() => {
              setSaving(true);
              setTimeout(() => {
                setSaving(false);
                setDirty(false);
              }, 800);
            }}
          />
          {!dirty && (
            <Button variant="secondary" onPress={() => setDirty(true)}>
              Make the form dirty again
            </Button>
          )}
        </Specimen>
      </SpecimenGrid>
    </GallerySection>
  );
}
