import { useEffect, useRef } from "react";
import { porchCopy } from "../../content/porch";
import { cn } from "../../lib/cn";
import { Linkified } from "./linkify";

/** A chat message; client only. */
export type ChatMessage = { role: "user" | "assistant"; content: string; timestamp: Date };

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

export function MessageList({ messages, pending }: { messages: readonly ChatMessage[]; pending: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);

  // Scroll the list itself (not the page) to the newest message and to "Thinking...".
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, pending]);

  return (
    <div
      ref={scroller}
      // Focusable so keyboard users can scroll a long conversation.
      tabIndex={0}
      role="region"
      aria-label={porchCopy.conversationLabel}
      data-testid="porch-messages"
      className="h-[50vh] overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface-2/60 p-3 sm:p-4 md:h-[60vh] dark:bg-surface-2/40"
    >
      {messages.length === 0 && !pending ? (
        <p className="flex h-full items-center justify-center px-6 text-center text-sm text-muted">{porchCopy.emptyConversation}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((m, i) => (
            <li key={i} data-role={m.role} className={cn("flex flex-col gap-1", m.role === "user" ? "items-end" : "items-start")}>
              <span className="sr-only">{m.role === "user" ? porchCopy.you : porchCopy.agent}:</span>
              <div
                className={cn(
                  "max-w-[80%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line shadow-sm",
                  m.role === "user" ? "rounded-br-sm bg-royal text-on-royal" : "rounded-bl-sm border border-line bg-surface text-ink",
                )}
              >
                {m.role === "assistant" ? <Linkified text={m.content} /> : m.content}
              </div>
              <time dateTime={m.timestamp.toISOString()} className="px-1 text-xs text-muted">
                {timeFormat.format(m.timestamp)}
              </time>
            </li>
          ))}
          {pending ? (
            <li className="flex items-start" data-testid="porch-thinking">
              <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm border border-line bg-surface px-4 py-2.5 text-sm text-muted">
                <span className="flex gap-1" aria-hidden="true">
                  <span className="size-1.5 animate-bounce rounded-full bg-accent [animation-delay:-0.3s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-accent [animation-delay:-0.15s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-accent" />
                </span>
                {porchCopy.thinking}
              </div>
            </li>
          ) : null}
        </ol>
      )}
    </div>
  );
}
