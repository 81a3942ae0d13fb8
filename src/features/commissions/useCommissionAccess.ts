import { canViewCommissionValues } from '@/lib/access';
import { useAccess } from '@/data/queries/access';

/** Spec §6: patterns and commission values belong to those who may see commission values; they also keep them. */
export function useCommissionAccess(): boolean {
  const view = useAccess();
  return view ? canViewCommissionValues(view.access) : false;
}
