import type { TFunction } from 'i18next';
import { ValidationError, StorageFullError, type FieldErrors } from '@/data/errors';
import { updateMember, type MemberPatch } from '@/data/mutations/members';
import { toast } from '@/ui/toast';

/**
 * Saves a part of a member through the outbox and says so; answers the field errors the shared
 * schema found (nothing was written then). The server's own refusals land in Sync issues.
 */
export async function saveMember(id: string, patch: MemberPatch, t: TFunction, online: boolean): Promise<FieldErrors> {
  try {
    await updateMember(id, patch);
    toast.success(online ? t('team.saved') : t('team.savedOffline'));
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors;
    if (error instanceof StorageFullError) {
      toast.error(t('storage.fullTitle'));
      return {};
    }
    throw error;
  }
}
