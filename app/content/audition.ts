/** Copy about the audition day that emails and pages share. */
export const whatToBring = [
  "Comfortable clothes you can move in and that read well on camera (solid colours, no logos)",
  "Jazz shoes, sneakers or bare feet — whatever you dance in best",
  "Water and a snack",
  "Your hair pulled back off your face",
  "A parent or guardian, if you are under 18",
];

/** Said by the API and shown in the registration dialog when every audition seat of a city is taken. */
export function auditionFullMessage(cityName: string): string {
  return `The ${cityName} audition is full. Join the waitlist and we'll email you if a spot opens.`;
}
