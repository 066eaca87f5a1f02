import { describe, expect, it } from "vitest";
import { RECOVERY_SEND_MAX_DRAFTS, recoverySendPayloadSchema, splitIntoSendJobs } from "./recovery-job";

describe("splitIntoSendJobs", () => {
  it("keeps every cart, in order, in parts a send job accepts", () => {
    const ids = Array.from({ length: 2 * RECOVERY_SEND_MAX_DRAFTS + 3 }, (_, i) => i + 1);
    const parts = splitIntoSendJobs(ids);
    expect(parts.map((p) => p.length)).toEqual([RECOVERY_SEND_MAX_DRAFTS, RECOVERY_SEND_MAX_DRAFTS, 3]);
    expect(parts.flat()).toEqual(ids);
    for (const draftIds of parts) expect(recoverySendPayloadSchema.safeParse({ draftIds, trigger: "manual" }).success).toBe(true);
    expect(recoverySendPayloadSchema.safeParse({ draftIds: ids, trigger: "manual" }).success).toBe(false);
  });

  it("makes no part of nothing, and one of a few", () => {
    expect(splitIntoSendJobs([])).toEqual([]);
    expect(splitIntoSendJobs([4, 2], 5)).toEqual([[4, 2]]);
  });
});
