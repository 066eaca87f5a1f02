/** What the audition dialog shows of a city page's event (the provider holds it, the dialog reads it). */
export interface AuditionEventInfo {
  slug: string;
  cityName: string;
  dateText: string;
  /** Every audition seat is taken: the dialog offers the waitlist instead of the form. */
  auditionFull: boolean;
  /** Why there is nothing to register for, if so. */
  registrationClosed: "cancelled" | "ended" | null;
}
