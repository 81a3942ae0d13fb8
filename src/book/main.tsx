// The online booking page (issue 20): its own entry (book.html), outside the back office's shell,
// service worker and bundle. /book/{shortcode} books; ?bookingId=shortcode|id manages a booking.
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { BusinessPublicInfo } from '@/lib/api-types';
import type { PublicBooking } from '@/lib/booking/public-types';
import { BookingApi } from './api';
import { BookingFlow } from './BookingFlow';
import { LANGUAGES, loadDictionary, preferredLanguage, translator, type Language, type Translate } from './i18n';
import { ManageBooking } from './ManageBooking';
import { SiteCover, SiteFooter, useSiteLook } from './SiteFrame';
import './book.css';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'ms-MY': 'Bahasa Melayu', 'zh-CN': '中文' };

function Page({ apiBase }: { apiBase: string }) {
  const shortcode = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
  const manageId = new URLSearchParams(window.location.search).get('bookingId')?.split('|')[1] ?? null;
  const api = useMemo(() => new BookingApi(apiBase, shortcode), [apiBase, shortcode]);
  const [lng, setLng] = useState<Language>(() => preferredLanguage(navigator.languages));
  const [t, setT] = useState<Translate | null>(null);
  const [business, setBusiness] = useState<BusinessPublicInfo | null | undefined>(undefined);
  const [made, setMade] = useState<PublicBooking | null>(null);

  useEffect(() => {
    document.documentElement.lang = lng;
    void loadDictionary(lng).then((dict) => setT(() => translator(dict)));
  }, [lng]);
  useEffect(() => {
    void api.business().then((answer) => setBusiness(answer.ok ? answer.value : null));
  }, [api]);
  useEffect(() => {
    if (business) document.title = business.name;
  }, [business]);
  useSiteLook(business?.website);

  if (t === null) return null;
  const madeId = made?.bookingId.split('|')[1];
  return (
    <>
      <header className="bk-header">
        <div className="bk-brand">
          {business?.website.logoUrl && <img className="bk-logo" src={business.website.logoUrl} alt="" />}
          <h1>{business?.name ?? t('title')}</h1>
        </div>
        <label className="bk-lang">
          <span className="bk-visually-hidden">{t('language')}</span>
          <select value={lng} onChange={(e) => setLng(LANGUAGES.find((l) => l === e.target.value) ?? 'en')}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>
            ))}
          </select>
        </label>
      </header>
      {business && <SiteCover website={business.website} />}
      <main className="bk-main">
        {business === undefined && <p aria-live="polite">{t('loading')}</p>}
        {business === null && <p role="alert">{t('errors.unknownBusiness')}</p>}
        {business && manageId !== null && <ManageBooking api={api} t={t} locale={lng} id={manageId} />}
        {business && manageId === null && made !== null && madeId !== undefined && <ManageBooking api={api} t={t} locale={lng} id={madeId} initial={made} />}
        {business && manageId === null && made === null && <BookingFlow api={api} t={t} locale={lng} business={business} onBooked={setMade} />}
      </main>
      {business && <SiteFooter website={business.website} t={t} />}
    </>
  );
}

async function start(): Promise<void> {
  const root = document.getElementById('book');
  if (root === null) throw new Error('book.html has no #book element');
  const res = await fetch('/config.json', { cache: 'no-cache' });
  const config = (await res.json()) as { apiBase: string };
  createRoot(root).render(
    <StrictMode>
      <Page apiBase={config.apiBase} />
    </StrictMode>,
  );
}

void start();
