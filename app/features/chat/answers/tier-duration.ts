import type { PreparedKnowledge } from "../prepare-knowledge";
import { normalizeText } from "../text";
import type { Understanding } from "../understand-question";
import type { ReplyBuilder } from "./reply-builder";

/** 'How long is it', 'does it expire', 'what's the Starter Path': a ticket's length or time limit is asked. */
const LENGTH_ASKED = /\bhow long\b|\bhow many (minutes|weeks|days|hours|months)\b|\bexpir\w*|\bvalid\b|\bvalidity\b|\btime limit\b|\bdeadline\b|\bhow many weeks\b|\b(use|book) (them|it|the sessions?) (by|within)\b|^(what|whats|what is) (the |a |an )?(?!(cities|city|stops?|events?|places?|locations?|tour)\b)\w+/;
/** A length in a ticket's own lines: 'the four-week path', 'Eight weekly classes', 'within 90 days'. */
const LENGTH = /\b(\d+|one|two|three|four|five|six|eight|ten|twelve)[- ](week|day|month|minute)s?\b|\bwithin \d+ (days|weeks|months)\b/i;
const LIMIT_ASKED = /\bexpir\w*|\bvalid\w*|\buse (them|it|the \w+)\b|\bdeadline\b|\btime limit\b|\bhow long (do|does|will) (i|we|you|she|he|they) have\b/;
const LENGTH_WORDS = /\b(\d+|one|two|three|four|five|six|eight|ten|twelve)[- ](week|day|month|minute)s?\b/i;

/**
 * The length or time limit of the tickets the question names, from their own lines as the page shows them
 * (the payment line under the price, what each includes), beside the rest of the reply.
 */
export function answerTierDuration(u: Understanding, k: PreparedKnowledge, r: ReplyBuilder): void {
  if (r.source === "unknown" || r.source === "smalltalk" || u.tierKeys.length === 0 || !LENGTH_ASKED.test(normalizeText(u.question))) return;
  const said = r.parts.join(" ");
  for (const key of [...new Set(u.tierKeys)].slice(0, 2)) {
    const offer = k.knowledge.events.flatMap((e) => e.offers).find((o) => o.tierKey === key);
    if (!offer) continue;
    const lines = [offer.note ?? "", ...offer.features];
    // 'Does it expire?' asks the time limit ('within 90 days'), 'how long is it' the length ('50-minute', 'four-week').
    const limit = LIMIT_ASKED.test(normalizeText(u.question)) ? lines.find((l) => /\bwithin\b/i.test(l)) : undefined;
    const line = limit ?? lines.find((l) => LENGTH.test(l) && (!/\bminute/i.test(l) || !LIMIT_ASKED.test(normalizeText(u.question))));
    if (!line) continue;
    const length = LENGTH.exec(line)![0];
    if (said.includes(length)) continue;
    // 'four-week' is said as 'four weeks', the form a question of how long reads.
    const plain = length.replace(LENGTH_WORDS, (_, n: string, unit: string) => `${n} ${unit}s`);
    r.add(`${offer.label}: ${plain === length ? line.replace(/\.$/, "") : `${plain} (${line.replace(/\.$/, "").toLowerCase()})`}.`);
  }
}
