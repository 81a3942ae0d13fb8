import { links } from '@/lib/links';
import { usePathname } from '@/ui/routing';

export interface PatternLinks {
  list: string;
  create: string;
  details: (id: string) => string;
}

/** The same pattern screens serve the catalogue and the organisation settings: links stay in the family they were opened from. */
export function usePatternLinks(): PatternLinks {
  const inSettings = usePathname().startsWith('/settings/');
  return inSettings
    ? { list: links.settingsOrg('commission'), create: links.settingsCommissionPatternCreate(), details: links.settingsCommissionPatternDetails }
    : { list: links.catalogue('commissionPattern'), create: links.catalogueCreate('commissionPattern'), details: (id) => links.catalogueDetails('commissionPattern', id) };
}
