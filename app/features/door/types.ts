import type { AgeGroup } from "~/domain/age-groups";

export type DoorPersonKind = "student" | "audition";

/** One person expected at an event's door: a student of a paid order or an audition registrant. */
export interface DoorPerson {
  kind: DoorPersonKind;
  id: number;
  name: string;
  ageGroup: AgeGroup;
  /** The ticket's tier as sold (null for an audition registration). */
  tier: string | null;
  guardianName: string | null;
  /** Whether a consent statement is on file (a guardian's for a minor student; the registrant's for an audition). */
  consent: boolean;
  ticketCode: string;
  checkedInAt: string | null;
  checkedInBy: string | null;
}

export interface DoorEvent {
  id: number;
  slug: string;
  cityName: string;
  dateText: string;
  startsOn: string;
  endsOn: string | null;
  timeZone: string;
}

/** What the page and the API name a person by. */
export interface DoorPersonRef {
  kind: DoorPersonKind;
  id: number;
}
