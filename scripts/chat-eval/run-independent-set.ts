/**
 * Runs the chat assistant's evaluation sets against an answerer and prints, per set: how many replies
 * were right, how many said "not sure", how many were confidently wrong (neither right nor a not-sure
 * reply), accuracy per group, and the answer times (p50, p95). Conversations are sent as the widget
 * sends them: its greeting first, then every earlier question with the assistant's real reply, the
 * newest 20 messages of at most 1000 characters each (the server's limits).
 *
 * ADDING A SET (e.g. a held-out set written after the answerer was frozen) takes one import and one entry:
 *
 *   1. import { heldoutASingleQuestions, heldoutAOffTopicQuestions, heldoutAConversations, heldoutAQuestionCount } from "./heldout-a";
 *   2. add to EVAL_SETS below:
 *        evalSet("Held-out set A (issue 40, scored once)", heldoutASingleQuestions, heldoutAOffTopicQuestions, heldoutAConversations, heldoutAQuestionCount),
 *
 * The set's file exports the same shape as fresh-set.ts (singles with a topic, off-topic questions,
 * conversations, a question count, with the Expectation type of independent-set.ts). `npm run eval:chat`
 * then asks it and prints its line in the summary table. Held-out sets are scored once: their questions
 * are never read while the answerer is changed (issue 40, point 4).
 */
import { chatWidgetCopy } from "~/content/chat";
import { site } from "~/content/site";
import type { ChatReply, ChatTurn } from "~/features/chat/types";
import { freshConversations, freshOffTopicQuestions, freshQuestionCount, freshSingleQuestions } from "./fresh-set";
import { heldoutAConversations, heldoutAOffTopicQuestions, heldoutAQuestionCount, heldoutASingleQuestions } from "./heldout-a";
import { heldoutBConversations, heldoutBOffTopicQuestions, heldoutBQuestionCount, heldoutBSingleQuestions } from "./heldout-b";
import { heldoutCConversations, heldoutCOffTopicQuestions, heldoutCQuestionCount, heldoutCSingleQuestions } from "./heldout-c";
import { heldoutDConversations, heldoutDOffTopicQuestions, heldoutDQuestionCount, heldoutDSingleQuestions } from "./heldout-d";
import { heldoutEConversations, heldoutEOffTopicQuestions, heldoutEQuestionCount, heldoutESingleQuestions } from "./heldout-e";
import { heldoutFConversations, heldoutFOffTopicQuestions, heldoutFQuestionCount, heldoutFSingleQuestions } from "./heldout-f";
import { heldoutGConversations, heldoutGOffTopicQuestions, heldoutGQuestionCount, heldoutGSingleQuestions } from "./heldout-g";
import { heldoutHConversations, heldoutHOffTopicQuestions, heldoutHQuestionCount, heldoutHSingleQuestions } from "./heldout-h";
import { heldoutIConversations, heldoutIOffTopicQuestions, heldoutIQuestionCount, heldoutISingleQuestions } from "./heldout-i";
import { heldoutJConversations, heldoutJOffTopicQuestions, heldoutJQuestionCount, heldoutJSingleQuestions } from "./heldout-j";
import { heldoutKConversations, heldoutKOffTopicQuestions, heldoutKQuestionCount, heldoutKSingleQuestions } from "./heldout-k";
import { heldoutLConversations, heldoutLOffTopicQuestions, heldoutLQuestionCount, heldoutLSingleQuestions } from "./heldout-l";
import { heldoutMConversations, heldoutMOffTopicQuestions, heldoutMQuestionCount, heldoutMSingleQuestions } from "./heldout-m";
import { heldoutNConversations, heldoutNOffTopicQuestions, heldoutNQuestionCount, heldoutNSingleQuestions } from "./heldout-n";
import { heldoutOConversations, heldoutOOffTopicQuestions, heldoutOQuestionCount, heldoutOSingleQuestions } from "./heldout-o";
import { heldoutPConversations, heldoutPOffTopicQuestions, heldoutPQuestionCount, heldoutPSingleQuestions } from "./heldout-p";
import { heldoutQConversations, heldoutQOffTopicQuestions, heldoutQQuestionCount, heldoutQSingleQuestions } from "./heldout-q";
import { heldoutRConversations, heldoutROffTopicQuestions, heldoutRQuestionCount, heldoutRSingleQuestions } from "./heldout-r";
import { heldoutSConversations, heldoutSOffTopicQuestions, heldoutSQuestionCount, heldoutSSingleQuestions } from "./heldout-s";
import { heldoutTConversations, heldoutTOffTopicQuestions, heldoutTQuestionCount, heldoutTSingleQuestions } from "./heldout-t";
import { heldoutUConversations, heldoutUOffTopicQuestions, heldoutUQuestionCount, heldoutUSingleQuestions } from "./heldout-u";
import { heldoutVConversations, heldoutVOffTopicQuestions, heldoutVQuestionCount, heldoutVSingleQuestions } from "./heldout-v";
import { heldoutWConversations, heldoutWOffTopicQuestions, heldoutWQuestionCount, heldoutWSingleQuestions } from "./heldout-w";
import { heldoutXConversations, heldoutXOffTopicQuestions, heldoutXQuestionCount, heldoutXSingleQuestions } from "./heldout-x";
import { heldoutYConversations, heldoutYOffTopicQuestions, heldoutYQuestionCount, heldoutYSingleQuestions } from "./heldout-y";
import { heldoutZConversations, heldoutZOffTopicQuestions, heldoutZQuestionCount, heldoutZSingleQuestions } from "./heldout-z";
import { heldoutAAConversations, heldoutAAOffTopicQuestions, heldoutAAQuestionCount, heldoutAASingleQuestions } from "./heldout-aa";
import { heldoutABConversations, heldoutABOffTopicQuestions, heldoutABQuestionCount, heldoutABSingleQuestions } from "./heldout-ab";
import { heldoutACConversations, heldoutACOffTopicQuestions, heldoutACQuestionCount, heldoutACSingleQuestions } from "./heldout-ac";
import { heldoutADConversations, heldoutADOffTopicQuestions, heldoutADQuestionCount, heldoutADSingleQuestions } from "./heldout-ad";
import { heldoutAEConversations, heldoutAEOffTopicQuestions, heldoutAEQuestionCount, heldoutAESingleQuestions } from "./heldout-ae";
import { heldoutAFConversations, heldoutAFOffTopicQuestions, heldoutAFQuestionCount, heldoutAFSingleQuestions } from "./heldout-af";
import { tuningConversations, tuningOffTopicQuestions, tuningQuestionCount, tuningSingleQuestions } from "./tuning-set";
import { tuning2Conversations, tuning2OffTopicQuestions, tuning2QuestionCount, tuning2SingleQuestions } from "./tuning-set-2";
import { tuning3Conversations, tuning3OffTopicQuestions, tuning3QuestionCount, tuning3SingleQuestions } from "./tuning-set-3";
import { tuning4Conversations, tuning4OffTopicQuestions, tuning4QuestionCount, tuning4SingleQuestions } from "./tuning-set-4";
import { tuning5Conversations, tuning5OffTopicQuestions, tuning5QuestionCount, tuning5SingleQuestions } from "./tuning-set-5";
import { tuning6Conversations, tuning6OffTopicQuestions, tuning6QuestionCount, tuning6SingleQuestions } from "./tuning-set-6";
import { tuning7Conversations, tuning7OffTopicQuestions, tuning7QuestionCount, tuning7SingleQuestions } from "./tuning-set-7";
import { tuning8Conversations, tuning8OffTopicQuestions, tuning8QuestionCount, tuning8SingleQuestions } from "./tuning-set-8";
import { tuning9Conversations, tuning9OffTopicQuestions, tuning9QuestionCount, tuning9SingleQuestions } from "./tuning-set-9";
import { tuning10Conversations, tuning10OffTopicQuestions, tuning10QuestionCount, tuning10SingleQuestions } from "./tuning-set-10";
import { tuning11Conversations, tuning11OffTopicQuestions, tuning11QuestionCount, tuning11SingleQuestions } from "./tuning-set-11";
import { tuning12Conversations, tuning12OffTopicQuestions, tuning12QuestionCount, tuning12SingleQuestions } from "./tuning-set-12";
import { tuning13Conversations, tuning13OffTopicQuestions, tuning13QuestionCount, tuning13SingleQuestions } from "./tuning-set-13";
import { tuning14Conversations, tuning14OffTopicQuestions, tuning14QuestionCount, tuning14SingleQuestions } from "./tuning-set-14";
import { tuning15Conversations, tuning15OffTopicQuestions, tuning15QuestionCount, tuning15SingleQuestions } from "./tuning-set-15";
import { tuning17Conversations, tuning17OffTopicQuestions, tuning17QuestionCount, tuning17SingleQuestions } from "./tuning-set-17";
import { tuning19Conversations, tuning19OffTopicQuestions, tuning19QuestionCount, tuning19SingleQuestions } from "./tuning-set-19";
import { tuning21Conversations, tuning21OffTopicQuestions, tuning21QuestionCount, tuning21SingleQuestions } from "./tuning-set-21";
import { tuning22Conversations, tuning22OffTopicQuestions, tuning22QuestionCount, tuning22SingleQuestions } from "./tuning-set-22";
import { tuning20Conversations, tuning20OffTopicQuestions, tuning20QuestionCount, tuning20SingleQuestions } from "./tuning-set-20";
import { tuning18Conversations, tuning18OffTopicQuestions, tuning18QuestionCount, tuning18SingleQuestions } from "./tuning-set-18";
import { tuning16Conversations, tuning16OffTopicQuestions, tuning16QuestionCount, tuning16SingleQuestions } from "./tuning-set-16";
import { tuning23Conversations, tuning23OffTopicQuestions, tuning23QuestionCount, tuning23SingleQuestions } from "./tuning-set-23";
import { tuning24Conversations, tuning24OffTopicQuestions, tuning24QuestionCount, tuning24SingleQuestions } from "./tuning-set-24";
import { tuning25Conversations, tuning25OffTopicQuestions, tuning25QuestionCount, tuning25SingleQuestions } from "./tuning-set-25";
import { tuning26Conversations, tuning26OffTopicQuestions, tuning26QuestionCount, tuning26SingleQuestions } from "./tuning-set-26";
import { tuning27Conversations, tuning27OffTopicQuestions, tuning27QuestionCount, tuning27SingleQuestions } from "./tuning-set-27";
import { tuning28Conversations, tuning28OffTopicQuestions, tuning28QuestionCount, tuning28SingleQuestions } from "./tuning-set-28";
import { tuning29Conversations, tuning29OffTopicQuestions, tuning29QuestionCount, tuning29SingleQuestions } from "./tuning-set-29";
import { tuning30Conversations, tuning30OffTopicQuestions, tuning30QuestionCount, tuning30SingleQuestions } from "./tuning-set-30";
import { tuning31Conversations, tuning31OffTopicQuestions, tuning31QuestionCount, tuning31SingleQuestions } from "./tuning-set-31";
import { tuning32Conversations, tuning32OffTopicQuestions, tuning32QuestionCount, tuning32SingleQuestions } from "./tuning-set-32";
import { tuning33Conversations, tuning33OffTopicQuestions, tuning33QuestionCount, tuning33SingleQuestions } from "./tuning-set-33";
import { tuning34Conversations, tuning34OffTopicQuestions, tuning34QuestionCount, tuning34SingleQuestions } from "./tuning-set-34";
import { tuning35Conversations, tuning35OffTopicQuestions, tuning35QuestionCount, tuning35SingleQuestions } from "./tuning-set-35";
import { tuning36Conversations, tuning36OffTopicQuestions, tuning36QuestionCount, tuning36SingleQuestions } from "./tuning-set-36";
import { tuning37Conversations, tuning37OffTopicQuestions, tuning37QuestionCount, tuning37SingleQuestions } from "./tuning-set-37";
import { tuning38Conversations, tuning38OffTopicQuestions, tuning38QuestionCount, tuning38SingleQuestions } from "./tuning-set-38";
import { tuning39Conversations, tuning39OffTopicQuestions, tuning39QuestionCount, tuning39SingleQuestions } from "./tuning-set-39";
import { tuning40Conversations, tuning40OffTopicQuestions, tuning40QuestionCount, tuning40SingleQuestions } from "./tuning-set-40";
import { tuning41Conversations, tuning41OffTopicQuestions, tuning41QuestionCount, tuning41SingleQuestions } from "./tuning-set-41";
import { tuning42Conversations, tuning42OffTopicQuestions, tuning42QuestionCount, tuning42SingleQuestions } from "./tuning-set-42";
import { tuning43Conversations, tuning43OffTopicQuestions, tuning43QuestionCount, tuning43SingleQuestions } from "./tuning-set-43";
import { tuning44Conversations, tuning44OffTopicQuestions, tuning44QuestionCount, tuning44SingleQuestions } from "./tuning-set-44";
import { tuning45Conversations, tuning45OffTopicQuestions, tuning45QuestionCount, tuning45SingleQuestions } from "./tuning-set-45";
import { tuning46Conversations, tuning46OffTopicQuestions, tuning46QuestionCount, tuning46SingleQuestions } from "./tuning-set-46";
import { tuning47Conversations, tuning47OffTopicQuestions, tuning47QuestionCount, tuning47SingleQuestions } from "./tuning-set-47";
import { tuning48Conversations, tuning48OffTopicQuestions, tuning48QuestionCount, tuning48SingleQuestions } from "./tuning-set-48";
import { tuning49Conversations, tuning49OffTopicQuestions, tuning49QuestionCount, tuning49SingleQuestions } from "./tuning-set-49";
import { tuning50Conversations, tuning50OffTopicQuestions, tuning50QuestionCount, tuning50SingleQuestions } from "./tuning-set-50";
import { tuning51Conversations, tuning51OffTopicQuestions, tuning51QuestionCount, tuning51SingleQuestions } from "./tuning-set-51";
import { tuning52Conversations, tuning52OffTopicQuestions, tuning52QuestionCount, tuning52SingleQuestions } from "./tuning-set-52";
import { tuning53Conversations, tuning53OffTopicQuestions, tuning53QuestionCount, tuning53SingleQuestions } from "./tuning-set-53";
import { tuning54Conversations, tuning54OffTopicQuestions, tuning54QuestionCount, tuning54SingleQuestions } from "./tuning-set-54";
import { tuning55Conversations, tuning55OffTopicQuestions, tuning55QuestionCount, tuning55SingleQuestions } from "./tuning-set-55";
import { tuning56Conversations, tuning56OffTopicQuestions, tuning56QuestionCount, tuning56SingleQuestions } from "./tuning-set-56";
import { tuning57Conversations, tuning57OffTopicQuestions, tuning57QuestionCount, tuning57SingleQuestions } from "./tuning-set-57";
import {
  conversations,
  offTopicQuestions,
  questionCount,
  singleQuestions,
  type Conversation,
  type Expectation,
  type Fact,
  type FactOrAlternatives,
} from "./independent-set";

export type Ask = (turns: ChatTurn[]) => Promise<ChatReply>;

/** A set of questions asked by the runner: single questions by topic, off-topic ones and conversations. */
export interface EvalSet {
  title: string;
  singles: ReadonlyArray<{ topic: string; ask: string; expect: Expectation }>;
  offTopic: ReadonlyArray<{ ask: string; expect: Expectation }>;
  conversations: readonly Conversation[];
  questionCount: number;
}

/** A set from the four parts its file exports (see the top of this file). */
export function evalSet(
  title: string,
  singles: EvalSet["singles"],
  offTopic: EvalSet["offTopic"],
  conversationList: EvalSet["conversations"],
  count: number,
): EvalSet {
  return { title, singles, offTopic, conversations: conversationList, questionCount: count };
}

/** The first independent set (issue 24): the answerer was later tuned on it, so it is no longer unseen (a regression set). */
export const independentSet = evalSet("Independent set (issue 24, regression)", singleQuestions, offTopicQuestions, conversations, questionCount);

/** The fresh set (issue 24, second round): also tuned on since, kept as a regression set. */
export const freshSet = evalSet("Fresh set (issue 24, regression)", freshSingleQuestions, freshOffTopicQuestions, freshConversations, freshQuestionCount);

/** Every set `npm run eval:chat` asks, in this order. Add a set here (see the top of this file). */
export const EVAL_SETS: readonly EvalSet[] = [
  independentSet,
  freshSet,
  evalSet("Tuning set (issue 40, tuned on)", tuningSingleQuestions, tuningOffTopicQuestions, tuningConversations, tuningQuestionCount),
  evalSet("Tuning set 2 (issue 40, tuned on)", tuning2SingleQuestions, tuning2OffTopicQuestions, tuning2Conversations, tuning2QuestionCount),
  evalSet("Tuning set 3 (issue 40, tuned on)", tuning3SingleQuestions, tuning3OffTopicQuestions, tuning3Conversations, tuning3QuestionCount),
  evalSet("Tuning set 4 (issue 40, tuned on)", tuning4SingleQuestions, tuning4OffTopicQuestions, tuning4Conversations, tuning4QuestionCount),
  evalSet("Tuning set 5 (issue 40, tuned on)", tuning5SingleQuestions, tuning5OffTopicQuestions, tuning5Conversations, tuning5QuestionCount),
  evalSet("Tuning set 6 (issue 40, tuned on)", tuning6SingleQuestions, tuning6OffTopicQuestions, tuning6Conversations, tuning6QuestionCount),
  evalSet("Tuning set 7 (issue 40, tuned on)", tuning7SingleQuestions, tuning7OffTopicQuestions, tuning7Conversations, tuning7QuestionCount),
  evalSet("Tuning set 8 (issue 40, tuned on)", tuning8SingleQuestions, tuning8OffTopicQuestions, tuning8Conversations, tuning8QuestionCount),
  evalSet("Tuning set 9 (issue 40, tuned on)", tuning9SingleQuestions, tuning9OffTopicQuestions, tuning9Conversations, tuning9QuestionCount),
  evalSet("Tuning set 10 (issue 40, tuned on)", tuning10SingleQuestions, tuning10OffTopicQuestions, tuning10Conversations, tuning10QuestionCount),
  evalSet("Tuning set 11 (issue 40, tuned on)", tuning11SingleQuestions, tuning11OffTopicQuestions, tuning11Conversations, tuning11QuestionCount),
  evalSet("Tuning set 12 (issue 40, tuned on)", tuning12SingleQuestions, tuning12OffTopicQuestions, tuning12Conversations, tuning12QuestionCount),
  evalSet("Tuning set 13 (issue 40, tuned on)", tuning13SingleQuestions, tuning13OffTopicQuestions, tuning13Conversations, tuning13QuestionCount),
  evalSet("Tuning set 14 (issue 40, tuned on)", tuning14SingleQuestions, tuning14OffTopicQuestions, tuning14Conversations, tuning14QuestionCount),
  evalSet("Tuning set 15 (issue 40, tuned on)", tuning15SingleQuestions, tuning15OffTopicQuestions, tuning15Conversations, tuning15QuestionCount),
  evalSet("Tuning set 16 (issue 40, tuned on)", tuning16SingleQuestions, tuning16OffTopicQuestions, tuning16Conversations, tuning16QuestionCount),
  evalSet("Tuning set 17 (issue 40, tuned on)", tuning17SingleQuestions, tuning17OffTopicQuestions, tuning17Conversations, tuning17QuestionCount),
  evalSet("Tuning set 18 (issue 40, tuned on)", tuning18SingleQuestions, tuning18OffTopicQuestions, tuning18Conversations, tuning18QuestionCount),
  evalSet("Tuning set 19 (issue 40, tuned on)", tuning19SingleQuestions, tuning19OffTopicQuestions, tuning19Conversations, tuning19QuestionCount),
  evalSet("Tuning set 20 (issue 40, tuned on)", tuning20SingleQuestions, tuning20OffTopicQuestions, tuning20Conversations, tuning20QuestionCount),
  evalSet("Tuning set 21 (issue 40, tuned on)", tuning21SingleQuestions, tuning21OffTopicQuestions, tuning21Conversations, tuning21QuestionCount),
  evalSet("Tuning set 22 (issue 40, tuned on)", tuning22SingleQuestions, tuning22OffTopicQuestions, tuning22Conversations, tuning22QuestionCount),
  evalSet("Tuning set 23 (issue 40, tuned on)", tuning23SingleQuestions, tuning23OffTopicQuestions, tuning23Conversations, tuning23QuestionCount),
  evalSet("Tuning set 24 (issue 40, tuned on)", tuning24SingleQuestions, tuning24OffTopicQuestions, tuning24Conversations, tuning24QuestionCount),
  evalSet("Tuning set 25 (issue 40, tuned on)", tuning25SingleQuestions, tuning25OffTopicQuestions, tuning25Conversations, tuning25QuestionCount),
  evalSet("Tuning set 26 (issue 40, tuned on)", tuning26SingleQuestions, tuning26OffTopicQuestions, tuning26Conversations, tuning26QuestionCount),
  evalSet("Tuning set 27 (issue 40, tuned on)", tuning27SingleQuestions, tuning27OffTopicQuestions, tuning27Conversations, tuning27QuestionCount),
  evalSet("Tuning set 28 (issue 40, tuned on)", tuning28SingleQuestions, tuning28OffTopicQuestions, tuning28Conversations, tuning28QuestionCount),
  evalSet("Tuning set 29 (issue 40, tuned on)", tuning29SingleQuestions, tuning29OffTopicQuestions, tuning29Conversations, tuning29QuestionCount),
  evalSet("Tuning set 30 (issue 40, tuned on)", tuning30SingleQuestions, tuning30OffTopicQuestions, tuning30Conversations, tuning30QuestionCount),
  evalSet("Tuning set 31 (issue 40, tuned on)", tuning31SingleQuestions, tuning31OffTopicQuestions, tuning31Conversations, tuning31QuestionCount),
  evalSet("Tuning set 32 (issue 40, tuned on)", tuning32SingleQuestions, tuning32OffTopicQuestions, tuning32Conversations, tuning32QuestionCount),
  evalSet("Tuning set 33 (issue 40, tuned on)", tuning33SingleQuestions, tuning33OffTopicQuestions, tuning33Conversations, tuning33QuestionCount),
  evalSet("Tuning set 34 (issue 40, tuned on)", tuning34SingleQuestions, tuning34OffTopicQuestions, tuning34Conversations, tuning34QuestionCount),
  evalSet("Tuning set 35 (issue 40, tuned on)", tuning35SingleQuestions, tuning35OffTopicQuestions, tuning35Conversations, tuning35QuestionCount),
  evalSet("Tuning set 36 (issue 40, tuned on)", tuning36SingleQuestions, tuning36OffTopicQuestions, tuning36Conversations, tuning36QuestionCount),
  evalSet("Tuning set 37 (issue 40, tuned on)", tuning37SingleQuestions, tuning37OffTopicQuestions, tuning37Conversations, tuning37QuestionCount),
  evalSet("Tuning set 38 (issue 40, tuned on)", tuning38SingleQuestions, tuning38OffTopicQuestions, tuning38Conversations, tuning38QuestionCount),
  evalSet("Tuning set 39 (issue 40, tuned on)", tuning39SingleQuestions, tuning39OffTopicQuestions, tuning39Conversations, tuning39QuestionCount),
  evalSet("Tuning set 40 (issue 40, tuned on)", tuning40SingleQuestions, tuning40OffTopicQuestions, tuning40Conversations, tuning40QuestionCount),
  evalSet("Tuning set 41 (issue 40, tuned on)", tuning41SingleQuestions, tuning41OffTopicQuestions, tuning41Conversations, tuning41QuestionCount),
  evalSet("Tuning set 42 (issue 40, tuned on)", tuning42SingleQuestions, tuning42OffTopicQuestions, tuning42Conversations, tuning42QuestionCount),
  evalSet("Tuning set 43 (issue 40, tuned on)", tuning43SingleQuestions, tuning43OffTopicQuestions, tuning43Conversations, tuning43QuestionCount),
  evalSet("Tuning set 44 (issue 40, tuned on)", tuning44SingleQuestions, tuning44OffTopicQuestions, tuning44Conversations, tuning44QuestionCount),
  evalSet("Tuning set 45 (issue 40, tuned on)", tuning45SingleQuestions, tuning45OffTopicQuestions, tuning45Conversations, tuning45QuestionCount),
  evalSet("Tuning set 46 (issue 40, tuned on)", tuning46SingleQuestions, tuning46OffTopicQuestions, tuning46Conversations, tuning46QuestionCount),
  evalSet("Tuning set 47 (issue 40, tuned on)", tuning47SingleQuestions, tuning47OffTopicQuestions, tuning47Conversations, tuning47QuestionCount),
  evalSet("Tuning set 48 (issue 40, tuned on)", tuning48SingleQuestions, tuning48OffTopicQuestions, tuning48Conversations, tuning48QuestionCount),
  evalSet("Tuning set 49 (issue 40, tuned on)", tuning49SingleQuestions, tuning49OffTopicQuestions, tuning49Conversations, tuning49QuestionCount),
  evalSet("Tuning set 50 (issue 40, tuned on)", tuning50SingleQuestions, tuning50OffTopicQuestions, tuning50Conversations, tuning50QuestionCount),
  evalSet("Tuning set 51 (issue 40, tuned on)", tuning51SingleQuestions, tuning51OffTopicQuestions, tuning51Conversations, tuning51QuestionCount),
  evalSet("Tuning set 52 (issue 40, tuned on)", tuning52SingleQuestions, tuning52OffTopicQuestions, tuning52Conversations, tuning52QuestionCount),
  evalSet("Tuning set 53 (issue 40, tuned on)", tuning53SingleQuestions, tuning53OffTopicQuestions, tuning53Conversations, tuning53QuestionCount),
  evalSet("Tuning set 54 (issue 40, tuned on)", tuning54SingleQuestions, tuning54OffTopicQuestions, tuning54Conversations, tuning54QuestionCount),
  evalSet("Tuning set 55 (issue 40, tuned on)", tuning55SingleQuestions, tuning55OffTopicQuestions, tuning55Conversations, tuning55QuestionCount),
  evalSet("Tuning set 56 (issue 40, tuned on)", tuning56SingleQuestions, tuning56OffTopicQuestions, tuning56Conversations, tuning56QuestionCount),
  evalSet("Tuning set 57 (issue 40, tuned on)", tuning57SingleQuestions, tuning57OffTopicQuestions, tuning57Conversations, tuning57QuestionCount),
  evalSet("Held-out set A (issue 40, scored once)", heldoutASingleQuestions, heldoutAOffTopicQuestions, heldoutAConversations, heldoutAQuestionCount),
  evalSet("Held-out set B (issue 40, scored once)", heldoutBSingleQuestions, heldoutBOffTopicQuestions, heldoutBConversations, heldoutBQuestionCount),
  evalSet("Held-out set C (issue 40, scored once)", heldoutCSingleQuestions, heldoutCOffTopicQuestions, heldoutCConversations, heldoutCQuestionCount),
  evalSet("Held-out set D (issue 40, scored once)", heldoutDSingleQuestions, heldoutDOffTopicQuestions, heldoutDConversations, heldoutDQuestionCount),
  evalSet("Held-out set E (issue 40, scored once)", heldoutESingleQuestions, heldoutEOffTopicQuestions, heldoutEConversations, heldoutEQuestionCount),
  evalSet("Held-out set F (issue 40, scored once)", heldoutFSingleQuestions, heldoutFOffTopicQuestions, heldoutFConversations, heldoutFQuestionCount),
  evalSet("Held-out set G (issue 40, scored once)", heldoutGSingleQuestions, heldoutGOffTopicQuestions, heldoutGConversations, heldoutGQuestionCount),
  evalSet("Held-out set H (issue 40, scored once)", heldoutHSingleQuestions, heldoutHOffTopicQuestions, heldoutHConversations, heldoutHQuestionCount),
  evalSet("Held-out set I (issue 40, scored once)", heldoutISingleQuestions, heldoutIOffTopicQuestions, heldoutIConversations, heldoutIQuestionCount),
  evalSet("Held-out set J (issue 40, scored once)", heldoutJSingleQuestions, heldoutJOffTopicQuestions, heldoutJConversations, heldoutJQuestionCount),
  evalSet("Held-out set K (issue 40, scored once)", heldoutKSingleQuestions, heldoutKOffTopicQuestions, heldoutKConversations, heldoutKQuestionCount),
  evalSet("Held-out set L (issue 40, scored once)", heldoutLSingleQuestions, heldoutLOffTopicQuestions, heldoutLConversations, heldoutLQuestionCount),
  evalSet("Held-out set M (issue 40, scored once)", heldoutMSingleQuestions, heldoutMOffTopicQuestions, heldoutMConversations, heldoutMQuestionCount),
  evalSet("Held-out set N (issue 40, scored once)", heldoutNSingleQuestions, heldoutNOffTopicQuestions, heldoutNConversations, heldoutNQuestionCount),
  evalSet("Held-out set O (issue 40, scored once)", heldoutOSingleQuestions, heldoutOOffTopicQuestions, heldoutOConversations, heldoutOQuestionCount),
  evalSet("Held-out set P (issue 40, scored once)", heldoutPSingleQuestions, heldoutPOffTopicQuestions, heldoutPConversations, heldoutPQuestionCount),
  evalSet("Held-out set Q (issue 40, scored once)", heldoutQSingleQuestions, heldoutQOffTopicQuestions, heldoutQConversations, heldoutQQuestionCount),
  evalSet("Held-out set R (issue 40, scored once)", heldoutRSingleQuestions, heldoutROffTopicQuestions, heldoutRConversations, heldoutRQuestionCount),
  evalSet("Held-out set S (issue 40, scored once)", heldoutSSingleQuestions, heldoutSOffTopicQuestions, heldoutSConversations, heldoutSQuestionCount),
  evalSet("Held-out set T (issue 40, scored once)", heldoutTSingleQuestions, heldoutTOffTopicQuestions, heldoutTConversations, heldoutTQuestionCount),
  evalSet("Held-out set U (issue 40, scored once)", heldoutUSingleQuestions, heldoutUOffTopicQuestions, heldoutUConversations, heldoutUQuestionCount),
  evalSet("Held-out set V (issue 40, scored once)", heldoutVSingleQuestions, heldoutVOffTopicQuestions, heldoutVConversations, heldoutVQuestionCount),
  evalSet("Held-out set W (issue 40, scored once)", heldoutWSingleQuestions, heldoutWOffTopicQuestions, heldoutWConversations, heldoutWQuestionCount),
  evalSet("Held-out set X (issue 40, scored once)", heldoutXSingleQuestions, heldoutXOffTopicQuestions, heldoutXConversations, heldoutXQuestionCount),
  evalSet("Held-out set Y (issue 40, scored once)", heldoutYSingleQuestions, heldoutYOffTopicQuestions, heldoutYConversations, heldoutYQuestionCount),
  evalSet("Held-out set Z (issue 40, scored once)", heldoutZSingleQuestions, heldoutZOffTopicQuestions, heldoutZConversations, heldoutZQuestionCount),
  evalSet("Held-out set AA (issue 40, scored once)", heldoutAASingleQuestions, heldoutAAOffTopicQuestions, heldoutAAConversations, heldoutAAQuestionCount),
  evalSet("Held-out set AB (issue 40, scored once)", heldoutABSingleQuestions, heldoutABOffTopicQuestions, heldoutABConversations, heldoutABQuestionCount),
  evalSet("Held-out set AC (issue 40, scored once)", heldoutACSingleQuestions, heldoutACOffTopicQuestions, heldoutACConversations, heldoutACQuestionCount),
  evalSet("Held-out set AD (issue 40, scored once)", heldoutADSingleQuestions, heldoutADOffTopicQuestions, heldoutADConversations, heldoutADQuestionCount),
  evalSet("Held-out set AE (issue 40, scored once)", heldoutAESingleQuestions, heldoutAEOffTopicQuestions, heldoutAEConversations, heldoutAEQuestionCount),
  evalSet("Held-out set AF (issue 40, scored once)", heldoutAFSingleQuestions, heldoutAFOffTopicQuestions, heldoutAFConversations, heldoutAFQuestionCount),
];

const HISTORY_MESSAGES = 20;
const MESSAGE_CHARS = 1000;

export const targets = { newSet: 0.9, confidentlyWrong: 0.03, conversations: 0.9, offTopic: 0.9, p95Ms: 50 } as const;

/**
 * The not-sure answer: it says it doesn't know (chatCopy.unknown's "I'm not sure", or "I don't have …"
 * followed by chatCopy.attributeTeam), points to the team's email, and quotes no price.
 */
export function isNotSure(message: string): boolean {
  const saysSo = /\bnot sure\b/i.test(message) || /\bI don't have\b/i.test(message);
  return saysSo && message.includes(site.contactEmail) && !/(?:[$£€]|C\$)\s?\d/.test(message);
}

function has(message: string, fact: Fact): boolean {
  return typeof fact === "string" ? message.toLowerCase().includes(fact.toLowerCase()) : fact.test(message);
}
function hasEntry(message: string, entry: FactOrAlternatives): boolean {
  return typeof entry === "string" || entry instanceof RegExp ? has(message, entry) : entry.some((f) => has(message, f));
}
const show = (entry: FactOrAlternatives) =>
  typeof entry === "string" || entry instanceof RegExp ? String(entry) : entry.map(String).join(" | ");

/** What the reply misses against its expectation; empty when it passes. */
export function checkReply(expect: Expectation, reply: ChatReply): string[] {
  const text = reply.message;
  const misses: string[] = [];
  if (expect.notSure && !isNotSure(text)) misses.push('not the "not sure" answer');
  for (const entry of expect.includesAll ?? []) if (!hasEntry(text, entry)) misses.push(`missing ${show(entry)}`);
  if (expect.includesAny && !expect.includesAny.some((f) => has(text, f))) misses.push(`missing any of ${show(expect.includesAny)}`);
  for (const bad of expect.excludes ?? []) if (has(text, bad)) misses.push(`says ${String(bad)}`);
  return misses;
}

/** How a reply scores: right (meets its expectation), not sure (missed, but said so), or confidently wrong (anything else). */
export type Verdict = "right" | "not sure" | "wrong";
export function verdictOf(misses: readonly string[], reply: ChatReply): Verdict {
  if (misses.length === 0) return "right";
  return isNotSure(reply.message) ? "not sure" : "wrong";
}

/** The messages the widget posts: greeting, the conversation so far, the new question; newest 20, 1000 characters each. */
function widgetMessages(history: ChatTurn[], question: string): ChatTurn[] {
  const all: ChatTurn[] = [{ role: "assistant", content: chatWidgetCopy.greeting }, ...history, { role: "user", content: question }];
  return all.slice(-HISTORY_MESSAGES).map((m) => ({ role: m.role, content: m.content.slice(0, MESSAGE_CHARS) }));
}

interface Tally {
  passed: number;
  total: number;
}
const rate = (t: Tally) => (t.total === 0 ? 0 : t.passed / t.total);
const pct = (t: Tally) => `${t.passed}/${t.total} = ${(rate(t) * 100).toFixed(1)}%`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
}

/** One set's figures, for the summary table. */
export interface SetScore {
  title: string;
  total: number;
  right: number;
  notSure: number;
  wrong: number;
  p50: number;
  p95: number;
  /** Every target met: right ≥ 90%, confidently wrong ≤ 3%, p95 < 50 ms. */
  passed: boolean;
}

/** Asks every question of the set, prints the misses (every reply with verbose) and the figures per group. */
export async function runEvalSet(ask: Ask, options: { verbose: boolean; set: EvalSet }): Promise<SetScore> {
  const set = options.set;
  const times: number[] = [];
  const byTopic = new Map<string, Tally>();
  const all: Tally = { passed: 0, total: 0 };
  const turnsTally: Tally = { passed: 0, total: 0 };
  const wholeConversations: Tally = { passed: 0, total: 0 };
  const offTopic: Tally = { passed: 0, total: 0 };
  const verdicts = { right: 0, "not sure": 0, wrong: 0 } satisfies Record<Verdict, number>;

  async function askOne(label: string, history: ChatTurn[], question: string, expect: Expectation) {
    const started = performance.now();
    const reply = await ask(widgetMessages(history, question));
    times.push(performance.now() - started);
    const misses = checkReply(expect, reply);
    const verdict = verdictOf(misses, reply);
    verdicts[verdict]++;
    if (misses.length > 0 || options.verbose) {
      const tag = verdict === "right" ? "ok  " : verdict === "not sure" ? "UNSURE" : "WRONG";
      console.log(`${tag} [${label}] ${question}`);
      console.log(`     ${reply.message}`);
      for (const m of misses) console.log(`     - ${m}`);
    }
    return { ok: misses.length === 0, reply };
  }
  const count = (tally: Tally, ok: boolean) => {
    tally.total++;
    if (ok) tally.passed++;
  };

  console.log("");
  console.log(`== ${set.title}: ${set.questionCount} questions ==`);

  for (const s of set.singles) {
    const { ok } = await askOne(s.topic, [], s.ask, s.expect);
    const tally = byTopic.get(s.topic) ?? { passed: 0, total: 0 };
    byTopic.set(s.topic, tally);
    count(tally, ok);
    count(all, ok);
  }
  for (const o of set.offTopic) {
    const { ok } = await askOne("off-topic", [], o.ask, o.expect);
    count(offTopic, ok);
    count(all, ok);
  }
  for (const c of set.conversations) {
    const history: ChatTurn[] = [];
    let allTurns = true;
    for (const [i, turn] of c.turns.entries()) {
      const { ok, reply } = await askOne(`conversation: ${c.title}, turn ${i + 1}`, history, turn.ask, turn.expect);
      history.push({ role: "user", content: turn.ask }, { role: "assistant", content: reply.message });
      count(turnsTally, ok);
      count(all, ok);
      allTurns &&= ok;
    }
    count(wholeConversations, allTurns);
  }

  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const wrongShare = all.total === 0 ? 0 : verdicts.wrong / all.total;
  const passed = rate(all) >= targets.newSet && wrongShare <= targets.confidentlyWrong && p95 < targets.p95Ms;

  const singles: Tally = { passed: 0, total: 0 };
  console.log("");
  console.log("single questions by topic:");
  for (const [topic, tally] of byTopic) {
    singles.passed += tally.passed;
    singles.total += tally.total;
    console.log(`  ${topic.padEnd(22)} ${pct(tally)}`);
  }
  console.log(`  ${"all single questions".padEnd(22)} ${pct(singles)}`);
  if (turnsTally.total > 0) console.log(`conversations:   ${pct(turnsTally)} of turns; ${pct(wholeConversations)} of conversations with every turn right`);
  if (offTopic.total > 0) console.log(`off-topic:       ${pct(offTopic)} right`);
  const score: SetScore = { title: set.title, total: all.total, right: verdicts.right, notSure: verdicts["not sure"], wrong: verdicts.wrong, p50, p95, passed };
  console.log(scoreLine(score));
  return score;
}

const share = (n: number, total: number) => `${n}/${total} (${total === 0 ? "0.0" : ((n / total) * 100).toFixed(1)}%)`;

/** 'right 57/60 (95.0%), not sure 2/60 (3.3%), confidently wrong 1/60 (1.7%), p95 3.10 ms: PASS'. */
export function scoreLine(s: SetScore): string {
  return `right ${share(s.right, s.total)}, not sure ${share(s.notSure, s.total)}, confidently wrong ${share(s.wrong, s.total)}, p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms: ${s.passed ? "PASS" : "FAIL"}`;
}

/** The summary table: one line per set (targets: right ≥ 90%, confidently wrong ≤ 3%, p95 < 50 ms). */
export function printScores(scores: readonly SetScore[]): void {
  console.log("");
  console.log(`== Summary (targets: right >= ${targets.newSet * 100}%, confidently wrong <= ${targets.confidentlyWrong * 100}%, p95 < ${targets.p95Ms} ms) ==`);
  const width = Math.max(...scores.map((s) => s.title.length));
  for (const s of scores) console.log(`${s.title.padEnd(width)}  ${scoreLine(s)}`);
}
