// TEMPORARY preview entry (deleted after visual checks).
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../public/locales/en/app.json';
import '@/ui/theme.css';
import { ToastHost } from '@/ui/ToastHost';
import GalleryPage from './GalleryPage';

const theme = new URLSearchParams(location.search).get('theme');
if (theme) document.documentElement.dataset.theme = theme;
await i18next.use(initReactI18next).init({ lng: 'en', ns: ['app'], defaultNS: 'app', resources: { en: { app: en } }, interpolation: { escapeValue: false } });
createRoot(document.getElementById('root')!).render(
  <>
    <GalleryPage />
    <ToastHost />
  </>,
);
