import { Send, X } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { chatWidgetCopy } from "~/content/chat";
import { toast } from "~/lib/toast";
import { CHAT_REQUEST_LIMITS, sendChat, type ChatMessage } from "../chat-client";
import { chatErrorToast } from "../chat-error-toast";
import { readStoredConversation, storeConversation } from "./chat-storage";

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

let lastId = 0;
const newId = () => `${Date.now().toString(36)}-${(lastId += 1)}-${Math.random().toString(36).slice(2, 8)}`;

const newMessage = (role: ChatMessage["role"], content: string, links?: ChatMessage["links"]): ChatMessage => ({
  id: newId(),
  role,
  content,
  timestamp: Date.now(),
  ...(links?.length ? { links } : {}),
});

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** The greeting opens a conversation with no messages: the panel mounts on the first open. */
function initialConversation(): ChatMessage[] {
  const stored = readStoredConversation();
  return stored.length > 0 ? stored : [newMessage("assistant", chatWidgetCopy.greeting)];
}

const MAX_ROWS = 4;

/**
 * The chat assistant's panel: a non-modal dialog at the bottom right (full width on phones). Enter
 * sends the trimmed message with the whole conversation; Shift+Enter adds a line. While the reply
 * is on its way the input and the send button are disabled and 'Typing...' shows. An error answer
 * or a failure shows a destructive toast and adds no reply. Escape or the close button closes it.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(initialConversation);
  const [input, setInput] = useState("");
  const [loading, setLoading] = useState(false);
  const sending = useRef(false);
  const panel = useRef<HTMLElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const inputId = useId();

  // A reply still on its way when the panel goes away (a private page) is dropped without a toast.
  const lifetime = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => storeConversation(messages), [messages]);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  // After a reply (or an error) the input is enabled again: give it back the focus it lost.
  useEffect(() => {
    if (!open || loading) return;
    const active = document.activeElement;
    if (!active || active === document.body || panel.current?.contains(active)) field.current?.focus();
  }, [open, loading]);

  useLayoutEffect(() => {
    const el = list.current;
    if (el && open) el.scrollTop = el.scrollHeight;
  }, [messages, loading, open]);

  async function send() {
    const text = input.trim();
    if (!text || sending.current) return;
    sending.current = true;
    const conversation = [...messages, newMessage("user", text)];
    setMessages(conversation);
    setInput("");
    setLoading(true);
    const signal = lifetime.current?.signal;
    const reply = await sendChat(conversation, signal);
    if (signal?.aborted) return;
    sending.current = false;
    setLoading(false);
    if (reply.ok) {
      setMessages((current) => [...current, newMessage("assistant", reply.message, reply.links)]);
    } else {
      const { title, description } = chatErrorToast(reply.failure);
      toast.error(title, { description });
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send();
  }

  function onInputKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  }

  function onPanelKeyDown(e: KeyboardEvent) {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    onClose();
  }

  const rows = Math.min(MAX_ROWS, input.split("\n").length);
  const canSend = input.trim().length > 0 && !loading;

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      hidden={!open}
      data-chat-panel
      onKeyDown={onPanelKeyDown}
      className="fixed bottom-6 right-6 z-40 flex h-[600px] max-h-[90dvh] w-[380px] flex-col overflow-hidden rounded-2xl border border-white/10 bg-stage-900 text-neutral-100 shadow-2xl shadow-black/60 max-sm:bottom-0 max-sm:left-0 max-sm:right-0 max-sm:w-full max-sm:rounded-b-none"
    >
      <header className="flex items-center gap-3 border-b border-white/10 bg-stage-800 py-2 pl-4 pr-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate font-display text-lg font-bold tracking-wide text-white">
            {chatWidgetCopy.title}
          </h2>
          <p id={subtitleId} className="text-sm text-neutral-300">
            {chatWidgetCopy.subtitle}
          </p>
        </div>
        <button
          type="button"
          aria-label={chatWidgetCopy.closeLabel}
          onClick={onClose}
          className="grid size-11 shrink-0 place-items-center rounded-full text-neutral-200 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>

      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={chatWidgetCopy.conversationLabel}
        aria-busy={loading}
        tabIndex={0}
        data-chat-log
        className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
      >
        <ol className="flex flex-col gap-4">
          {messages.map((m) => (
            <li
              key={m.id}
              data-chat-message={m.role}
              className={m.role === "user" ? "flex flex-col items-end" : "flex flex-col items-start"}
            >
              <p
                className={
                  m.role === "user"
                    ? "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-spot-400 px-4 py-2 text-sm text-stage-950"
                    : "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm bg-stage-800 px-4 py-2 text-sm text-neutral-100"
                }
              >
                <span className="sr-only">{m.role === "user" ? chatWidgetCopy.you : chatWidgetCopy.assistant}: </span>
                {m.content}
              </p>
              {m.links && m.links.length > 0 && (
                <ul aria-label={chatWidgetCopy.linksLabel} className="mt-1 flex max-w-[85%] flex-wrap gap-x-1" data-chat-links>
                  {m.links.map((link) => (
                    <li key={`${link.href} ${link.label}`}>
                      <Link
                        to={link.href}
                        className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-spot-300 underline underline-offset-4 hover:text-spot-400"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <time dateTime={new Date(m.timestamp).toISOString()} className="mt-1 px-1 text-xs text-neutral-400">
                {timeFormat.format(m.timestamp)}
              </time>
            </li>
          ))}
        </ol>
        {loading && (
          <p className="mt-4 flex items-center gap-2 text-sm text-neutral-300" data-chat-typing>
            <span aria-hidden className="flex gap-1">
              <span className="size-1.5 animate-pulse rounded-full bg-spot-300" />
              <span className="size-1.5 animate-pulse rounded-full bg-spot-300 [animation-delay:150ms]" />
              <span className="size-1.5 animate-pulse rounded-full bg-spot-300 [animation-delay:300ms]" />
            </span>
            {chatWidgetCopy.typing}
          </p>
        )}
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-white/10 bg-stage-900 p-3">
        <label htmlFor={inputId} className="sr-only">
          {chatWidgetCopy.inputLabel}
        </label>
        <textarea
          ref={field}
          id={inputId}
          value={input}
          rows={rows}
          maxLength={CHAT_REQUEST_LIMITS.maxMessageChars}
          disabled={loading}
          placeholder={chatWidgetCopy.placeholder}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onInputKeyDown}
          enterKeyHint="send"
          className="min-h-11 flex-1 resize-none rounded-xl border border-white/20 bg-stage-950 px-3 py-2.5 text-sm leading-5 text-white placeholder:text-neutral-400 focus-visible:border-spot-300 disabled:opacity-60"
        />
        <button
          type="submit"
          aria-label={chatWidgetCopy.sendLabel}
          disabled={!canSend}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-spot-400 text-stage-950 transition-colors hover:bg-spot-300 disabled:pointer-events-none disabled:opacity-50"
        >
          <Send aria-hidden className="size-5" />
        </button>
      </form>
    </section>
  );
}
