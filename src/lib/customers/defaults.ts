import type { CustomerRow } from '@/lib/api-types';

type Profile = Pick<CustomerRow, 'birthday' | 'gender' | 'address' | 'whatsappConsentAt' | 'emailConsentAt'>;
type History = Pick<CustomerRow, 'firstVisitAt' | 'lastVisitAt' | 'visitsCount' | 'totalSpent' | 'noShowCount' | 'archivedAt' | 'mergedInto'>;

/** A profile with nothing given beyond names and contacts. */
export const EMPTY_PROFILE: Profile = { birthday: null, gender: '', address: null, whatsappConsentAt: null, emailConsentAt: null };

/** A new customer's server-derived fields: no visits yet, neither archived nor merged. */
export const NO_HISTORY: History = {
  firstVisitAt: null,
  lastVisitAt: null,
  visitsCount: 0,
  totalSpent: 0,
  noShowCount: 0,
  archivedAt: null,
  mergedInto: null,
};
