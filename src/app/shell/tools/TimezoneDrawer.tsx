import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { links } from '@/lib/links';
import { detectedTimeZone } from '@/lib/calendar-preferences';
import { preferences } from '@/data/preferences';
import { LinkButton } from '@/ui/LinkButton';
import { ToolDrawer } from './ToolDrawer';
import { closeTool } from './tool-state';

/** The displayed time zone and the device's own, with a link to the date-time settings. */
export function TimezoneDrawer() {
  const { t } = useTranslation();
  const { calendar } = useStore(preferences);
  const detected = detectedTimeZone();
  return (
    <ToolDrawer id="timezone" title={t('tools.timezone.title')} drawerHeight={0.7}>
      <div className="shell-tool__section">
        <div className="shell-tool__row">
          <span className="shell-tool__label">{t('tools.timezone.displayed')}</span>
          <span className="shell-tool__value">{calendar.timeZone}</span>
        </div>
        <div className="shell-tool__row">
          <span className="shell-tool__label">{t('tools.timezone.detected')}</span>
          <span className="shell-tool__value">{detected}</span>
        </div>
        {detected !== calendar.timeZone && <p className="shell-tool__label">{t('tools.timezone.differs')}</p>}
      </div>
      <span onClickCapture={closeTool}>
        <LinkButton href={links.settingsAccount('datetime')} variant="secondary" icon="clock">
          {t('tools.timezone.settings')}
        </LinkButton>
      </span>
    </ToolDrawer>
  );
}
