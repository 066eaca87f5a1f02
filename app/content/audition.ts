/** Copy about the audition day that emails and pages share. */
export const whatToBring = [
  "Comfortable clothes you can move in and that read well on camera (solid colours, no logos)",
  "Jazz shoes, sneakers or bare feet — whatever you dance in best",
  "Water and a snack",
  "Your hair pulled back off your face",
  "A parent or guardian, if you are under 18",
];
