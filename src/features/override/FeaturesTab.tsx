import { useTranslation } from 'react-i18next';
import { FEATURE_FLAGS } from '@/lib/features';
import { useStore } from '@/lib/store';
import { clearFeatureOverrides, overrideState, setFeatureOverride } from '@/data/local-preferences';
import { useAccess } from '@/data/queries/access';
import { Button } from '@/ui/Button';
import { Switch } from '@/ui/Switch';

/** Features: toggle every flag on this device, over the business's values (pos stays on). */
export function FeaturesTab() {
  const { t } = useTranslation();
  const view = useAccess();
  const { features } = useStore(overrideState);
  return (
    <div className="override__tab">
      <ul className="override__flags">
        {FEATURE_FLAGS.map((flag) => (
          <li key={flag}>
            <Switch isSelected={view?.features[flag] ?? false} isDisabled={flag === 'pos'} onChange={(on) => setFeatureOverride(flag, on)}>
              <code>{flag}</code>
              {features[flag] !== undefined && <span className="override__changed"> · {t('override.changed')}</span>}
            </Switch>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="small" onPress={clearFeatureOverrides}>
        {t('override.resetFeatures')}
      </Button>
    </div>
  );
}
