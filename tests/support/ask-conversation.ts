import { answerQuestion } from "~/features/chat/answer-question";
import type { PreparedKnowledge } from "~/features/chat/prepare-knowledge";
import type { ChatTurn } from "~/features/chat/types";

/** Asks a conversation of user turns, each earlier one answered by the assistant itself; the last reply's text. */
export function askConversation(knowledge: PreparedKnowledge, now: Date): (...questions: string[]) => string {
  return (...questions) => {
    const turns: ChatTurn[] = [];
    let reply = "";
    for (const content of questions) {
      turns.push({ role: "user", content });
      reply = answerQuestion(turns, knowledge, now).message;
      turns.push({ role: "assistant", content: reply });
    }
    return reply;
  };
}
