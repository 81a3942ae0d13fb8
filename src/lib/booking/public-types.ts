// What the public booking routes answer (issue 20). Types only: the booking page imports them
// without pulling a runtime into its small bundle.

export interface PublicService {
  id: string;
  name: string;
  category: string;
  durationMinutes: number;
  /** Minor units (sen). */
  price: number;
  currency: string;
}

export interface PublicStaff {
  id: string;
  name: string;
  /** The services they perform (all of the branch's when they are not limited). */
  serviceIds: string[];
}

/** `GET /public/book/{shortcode}/branches/{branchId}`: what a customer picks from. */
export interface PublicBranchMenu {
  branchId: string;
  name: string;
  timeZone: string;
  services: PublicService[];
  staff: PublicStaff[];
  slotIntervalMinutes: number;
  maxAdvanceDays: number;
  requireApproval: boolean;
  cancelWindowHours: number;
  rescheduleWindowHours: number;
}

export interface PublicSlot {
  startAt: string;
  memberIds: string[];
}

/** `GET …/slots`: the free starts of one local day. */
export interface PublicSlots {
  date: string;
  slots: PublicSlot[];
}

/** A booking as its customer sees it through the manage link. */
export interface PublicBooking {
  /** shortcode|id: the manage link's and QR code's value. */
  bookingId: string;
  status: 'CONFIRMED' | 'PENDING' | 'CANCELLED';
  branchId: string;
  branchName: string;
  timeZone: string;
  startAt: string;
  endAt: string;
  serviceIds: string[];
  services: string[];
  memberId: string | null;
  staffName: string;
  maxAdvanceDays: number;
  /** Whether the policy still lets the customer cancel, or move it. */
  canCancel: boolean;
  canReschedule: boolean;
  cancelWindowHours: number;
  rescheduleWindowHours: number;
  /** The deposit asked when it was booked (status PENDING until it is paid), or null. */
  deposit: PublicDeposit | null;
}

/** A booking's deposit: due (the customer pays through the gateway), paid, or expired (not paid in time: the booking is cancelled). */
export interface PublicDeposit {
  /** Sen. */
  amount: number;
  state: 'due' | 'paid' | 'expired';
  paidAt: string | null;
}

/** `POST …/bookings/{id}/deposit`: the gateway's payment page to send the customer to. */
export interface DepositPayment {
  url: string;
}

/** The 409 of a slot taken meanwhile: the next free starts to offer instead. */
export interface SlotTakenProblem {
  status: 409;
  title: string;
  detail?: string;
  errors?: Record<string, string>;
  nextSlots: PublicSlot[];
}

/** What the booking page shows of the business's website settings (`website` of `GET /b/shortcode/{shortcode}`). */
export interface PublicWebsite {
  /** 'choose': the customer picks a staff member; 'any': the salon assigns; 'both': either. */
  staffChoice: 'choose' | 'any' | 'both';
  cancellationPolicy: string;
  noShowPolicy: string;
  /** The deposit asked of online bookings, or null (none asked, or the onlineDeposit feature is off). */
  deposit: { percent: number; methods: string[] } | null;
  privacyNotice: string;
  /** The consent wording beside the checkbox; '' for the page's own. */
  consentText: string;
  logoUrl: string | null;
  coverImageUrl: string | null;
  primaryColour: string;
  accentColour: string;
  theme: 'light' | 'dark' | 'system';
  /** The social links set, in a fixed order. */
  links: { network: 'facebook' | 'instagram' | 'tiktok' | 'whatsapp' | 'website'; url: string }[];
}
