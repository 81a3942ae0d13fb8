import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { ActionsSection } from './sections/ActionsSection';
import { DataSection } from './sections/DataSection';
import { FeedbackSection } from './sections/FeedbackSection';
import { FieldsSection } from './sections/FieldsSection';
import { InputsSection } from './sections/InputsSection';
import { NavigationSection } from './sections/NavigationSection';
import { OverlaysSection } from './sections/OverlaysSection';
import { PickersSection } from './sections/PickersSection';
import './Gallery.css';

const SECTIONS = [
  ['actions', 'Buttons'],
  ['fields', 'Fields'],
  ['inputs', 'Inputs'],
  ['pickers', 'Pickers'],
  ['feedback', 'Feedback'],
  ['navigation', 'Navigation'],
  ['data', 'Data'],
  ['overlays', 'Overlays'],
] as const;

type Theme = 'light' | 'dark';

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** Every kit component in every variant and state (development builds; used by screenshot and a11y tests). */
export default function GalleryPage() {
  const { t } = useTranslation('app');
  const [theme, setTheme] = useState<Theme>(currentTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  const toggle = () => {
    document.documentElement.dataset.theme = theme === 'dark' ? 'light' : 'dark';
  };
  return (
    <main className="gallery">
      <header className="gallery__header">
        <h1 className="gallery__title">{t('ui.gallery.title')}</h1>
        <Button variant="secondary" icon={theme === 'dark' ? 'sun' : 'moon'} onPress={toggle}>
          {theme === 'dark' ? t('ui.gallery.light') : t('ui.gallery.dark')}
        </Button>
      </header>
      <nav aria-label={t('ui.gallery.sections')}>
        <ul className="gallery__toc">
          {SECTIONS.map(([id, name]) => (
            <li key={id}>
              <a href={`#${id}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ActionsSection />
      <FieldsSection />
      <InputsSection />
      <PickersSection />
      <FeedbackSection />
      <NavigationSection />
      <DataSection />
      <OverlaysSection />
    </main>
  );
}
