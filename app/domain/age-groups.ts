export type AgeGroup = "12_and_under" | "13_and_up";

/** Audition age groups: 12 and under, 13 and up. */
export function auditionAgeGroup(age: number): AgeGroup {
  return age <= 12 ? "12_and_under" : "13_and_up";
}

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  "12_and_under": "Juniors (12 and under)",
  "13_and_up": "Seniors (13 and up)",
};

export const ADULT_AGE = 18;

export function isMinor(age: number): boolean {
  return age < ADULT_AGE;
}
