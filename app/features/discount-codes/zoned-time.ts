/** The window's wall-clock times in the event's zone: pure, so they live in the domain (the events editor's sales windows use them too). */
export { instantFromZoned, zonedFromInstant } from "~/domain/zoned-time";
