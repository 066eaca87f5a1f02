/** When something is received or heard: 'when do we get the schedule', 'when will I hear back'. */
export const RECEIVED =
  /\bwhen (do|will|would|can|should|does) (we|i|you|they|she|he|parents?) (get|receive|hear|find out|be told|be sent|be emailed|know)\b|\bwhen (is|are) (it|the \w+|they) (sent|emailed|posted|released|announced|shared)\b/;
