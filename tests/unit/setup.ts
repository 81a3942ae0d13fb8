// Unit-test environment: an in-memory IndexedDB and i18next loaded with the English strings,
// so components render the same text a user would see.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/app.json';

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['app'],
  defaultNS: 'app',
  resources: { en: { app: en } },
  interpolation: { escapeValue: false },
});

// Unmount what a test rendered (vitest has no globals, so Testing Library cannot do it itself): a
// component left mounted would render after the file's environment is gone.
afterEach(() => {
  cleanup();
});
