/** One call's outcome in a batch: its answer, or the error it alone failed with. */
export type Settled<Answer> = { ok: true; value: Answer } | { ok: false; error: unknown };

export interface BatchQueue<Request, Answer> {
  call(request: Request): Promise<Answer>;
}

interface Waiting<Request, Answer> {
  request: Request;
  resolve: (answer: Answer) => void;
  reject: (err: unknown) => void;
}

/**
 * Calls that arrive while a batch is on its way to the database wait and go together in the next one
 * (decision 0023): a sale's burst shares statements, commits and pooled connections instead of each
 * buyer queueing for them. The first call waits one turn of the event loop (setImmediate) before its
 * batch goes, so the calls made in the same turn go with it. `run` answers each call of a batch in
 * order; if it throws, every call of that batch fails with its error. At most `maxBatch` calls go at once.
 */
export function createBatchQueue<Request, Answer>(options: {
  run: (batch: Request[]) => Promise<Array<Settled<Answer>>>;
  maxBatch?: number;
}): BatchQueue<Request, Answer> {
  const maxBatch = options.maxBatch ?? Number.POSITIVE_INFINITY;
  let waiting: Array<Waiting<Request, Answer>> = [];
  let inFlight = false;
  let scheduled = false;

  const flush = async (): Promise<void> => {
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    inFlight = true;
    try {
      const answers = await options.run(batch.map((w) => w.request));
      if (answers.length !== batch.length) throw new Error(`a batch of ${batch.length} calls got ${answers.length} answers`);
      batch.forEach((w, i) => {
        const answer = answers[i]!;
        if (answer.ok) w.resolve(answer.value);
        else w.reject(answer.error);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      inFlight = false;
      if (waiting.length > 0) void flush();
    }
  };

  return {
    call(request) {
      return new Promise<Answer>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        if (inFlight || scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (!inFlight && waiting.length > 0) void flush();
        });
      });
    },
  };
}
