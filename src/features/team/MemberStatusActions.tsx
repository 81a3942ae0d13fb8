import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import { links } from '@/lib/links';
import { useOnline } from '@/lib/useOnline';
import { deleteMember } from '@/data/mutations/members';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { useNavigate } from '@/ui/routing';
import { toast } from '@/ui/toast';
import { saveMember } from './save-member';

type Confirm = 'deactivate' | 'delete' | null;

/** Deactivate (signs them out everywhere, keeps history), reactivate, delete: each confirmed. */
export function MemberStatusActions({ member, canDelete }: { member: MemberRow; canDelete: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const name = `${member.firstName} ${member.lastName}`.trim();

  const run = async () => {
    if (confirm === 'deactivate') await saveMember(member.id, { status: 'deactivated' }, t, online);
    if (confirm === 'delete') {
      await deleteMember(member.id);
      toast.success(t('team.deleted', { name }));
      navigate(links.team());
    }
    setConfirm(null);
  };

  return (
    <div className="team-actions team-actions--start">
      {member.status === 'deactivated' ? (
        <Button variant="secondary" onPress={() => void saveMember(member.id, { status: 'active' }, t, online)}>
          {t('team.reactivate')}
        </Button>
      ) : (
        <Button variant="secondary" onPress={() => setConfirm('deactivate')}>
          {t('team.deactivate')}
        </Button>
      )}
      {canDelete && (
        <Button variant="danger" icon="trash" onPress={() => setConfirm('delete')}>
          {t('team.delete')}
        </Button>
      )}
      <Modal
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'delete' ? t('team.deleteTitle', { name }) : t('team.deactivateTitle', { name })}
        size="small"
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirm(null)}>
              {t('team.cancel')}
            </Button>
            <Button variant="danger" onPress={() => void run()}>
              {confirm === 'delete' ? t('team.delete') : t('team.deactivate')}
            </Button>
          </>
        }
      >
        <p>{confirm === 'delete' ? t('team.deleteBody') : t('team.deactivateBody')}</p>
      </Modal>
    </div>
  );
}
