/**
 * What a feature's own email templates are built from: the layout, the blocks and their plain-text
 * twins, the theme, and the team's notification (one template several features fill). Each feature
 * keeps its templates in its own `emails/` folder; app/features/email keeps the sending machinery.
 */
export * from "./blocks";
export * from "./layout";
export * from "./text-blocks";
export * from "./theme";
export * from "./team-notification";
