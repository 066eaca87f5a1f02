import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (strings, conditionals, arrays), dropping the falsy ones. It does not resolve
 * Tailwind conflicts: with "px-6" and "px-3" both present, the stylesheet's order decides, not the
 * order here. So a className passed to a component adds classes and never repeats a utility the
 * component already sets; components offer a variant or prop (Button's `size="none"`,
 * SectionShell's `compact`) where a caller needs different values.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
