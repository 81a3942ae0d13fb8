import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { links } from '@/lib/links';
import { Modal } from '@/ui/Modal';
import { LinkButton } from '@/ui/LinkButton';
import { toolModalProps, toolState, closeTool } from './tool-state';

const STEPS = ['navigate', 'sync', 'tools', 'help'] as const;

/** A short tour of the shell (feature flag tutorial), ending at the help centre's tutorials. */
export function TutorialModal() {
  const { t } = useTranslation();
  const { open } = useStore(toolState);
  return (
    <Modal
      {...toolModalProps('tutorial', open)}
      title={t('tools.tutorial.title')}
      footer={
        <span onClickCapture={closeTool}>
          <LinkButton href={links.helpsType('tutorial')}>{t('tools.tutorial.more')}</LinkButton>
        </span>
      }
    >
      <ol className="shell-tool__options">
        {STEPS.map((step) => (
          <li key={step}>
            <strong>{t(`tools.tutorial.${step}Title`)}</strong>
            <p className="shell-tool__label">{t(`tools.tutorial.${step}Body`)}</p>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
