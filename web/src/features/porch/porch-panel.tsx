/**
 * The Community Porch panel on Home.
 *
 * Renders the same markup on the server (prerender) and on the client's first pass: nothing
 * here reads window or storage while rendering; messages exist only after the visitor acts.
 */
import SendHorizontal from "lucide-react/icons/send-horizontal";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Picture } from "../../components/ui/picture";
import { useFieldValueFromDom } from "../../hooks/use-field-value-from-dom";
import { useHydrated } from "../../hooks/use-hydrated";
import { MESSAGE_MAX } from "#shared/schemas/limits";
import { porchCopy, porchQuickActions } from "../../content/porch";
import { cn } from "../../lib/cn";
import { notify } from "../../lib/notify";
import { MessageList, type ChatMessage } from "./message-list";
import { useChatMutation, useQuickActionMutation, type PorchActionCode } from "./porch-api";
import { porchIcons } from "./porch-icons";

export function PorchPanel() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // Text typed before this deferred part hydrated is kept, not wiped.
  const [input, setInput] = useFieldValueFromDom("porch-input");
  const [sessionId, setSessionId] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  // Marks the panel interactive once hydrated (end-to-end tests wait for it; the markup is the same).
  const hydrated = useHydrated();
  const chat = useChatMutation();
  const quickAction = useQuickActionMutation();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // isPending only changes on the next render; the ref stops a double Enter from sending twice.
  const busy = useRef(false);
  // Bumped when a send settles. The textarea was disabled while pending, which drops focus; it can
  // take focus again only once React has committed it enabled. Focusing from onSettled (even a frame
  // later) raced that commit and was lost on a busy machine, so the effect below does it instead.
  const [sendSettled, setSendSettled] = useState(0);

  const pending = chat.isPending || quickAction.isPending;
  const canSend = input.trim().length > 0 && !pending;

  const addReply = (sessionIdFromServer: string, response: string) => {
    setSessionId(sessionIdFromServer);
    setMessages((prev) => [...prev, { role: "assistant", content: response, timestamp: new Date() }]);
    setAnnouncement(response);
  };

  /** The visitor's message shows at once; if the call fails it is taken back, so a failure adds no message. */
  const optimistic = (content: string) => {
    const message: ChatMessage = { role: "user", content, timestamp: new Date() };
    setMessages((prev) => [...prev, message]);
    return () => setMessages((prev) => prev.filter((m) => m !== message));
  };

  const send = () => {
    const message = input.trim();
    if (!message || busy.current || pending) return;
    busy.current = true;
    const takeBack = optimistic(message);
    setInput("");
    chat.mutate(
      { message, ...(sessionId ? { sessionId } : {}) },
      {
        onSuccess: (data) => addReply(data.sessionId, data.response),
        onError: () => {
          takeBack();
          // Give the text back so trying again is one key press.
          setInput((current) => current || message);
          notify("error", porchCopy.connectionError);
        },
        onSettled: () => {
          busy.current = false;
          setSendSettled((n) => n + 1);
        },
      },
    );
  };

  const runQuickAction = (action: PorchActionCode) => {
    if (busy.current || pending) return;
    busy.current = true;
    const takeBack = optimistic(porchCopy.quickActionMessage(action));
    quickAction.mutate(
      { action, ...(sessionId ? { sessionId } : {}) },
      {
        onSuccess: (data) => addReply(data.sessionId, data.response),
        onError: () => {
          takeBack();
          notify("error", porchCopy.actionFailed);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  // Runs after the commit of a render that saw the settled mutation (pending false), so the
  // textarea is enabled by then.
  // Focus goes back only if it is still lost (not if the visitor has moved it elsewhere meanwhile).
  useEffect(() => {
    const textarea = inputRef.current;
    if (sendSettled === 0 || pending || !textarea) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active === textarea) textarea.focus();
  }, [sendSettled, pending]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; never while an input method is composing.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const connected = sessionId !== undefined;

  return (
    <section
      aria-labelledby="porch-heading"
      className="card flex flex-col gap-5 p-4 sm:p-6"
      data-testid="porch-panel"
      data-hydrated={hydrated}
    >
      <header className="flex flex-wrap items-center gap-4">
        <div className="size-18 shrink-0 overflow-hidden rounded-full border-2 border-accent-strong bg-surface-2 md:size-24">
          <Picture
            image={porchCopy.image}
            alt={porchCopy.image.alt}
            sizes={porchCopy.imageSizes}
            className="block size-full"
            imgClassName="size-full object-cover"
          />
        </div>
        <div className="min-w-0 flex-1">
          <h2 id="porch-heading" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
            {porchCopy.heading}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted">{porchCopy.intro}</p>
        </div>
        <p
          className={cn(
            "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-semibold",
            connected
              ? "border-emerald-700/30 bg-emerald-50 text-emerald-800 dark:border-emerald-300/30 dark:bg-emerald-950 dark:text-emerald-200"
              : "border-line bg-surface-2 text-muted",
          )}
          data-testid="porch-status"
        >
          <span
            aria-hidden="true"
            className={cn("size-2 rounded-full", connected ? "bg-emerald-600 dark:bg-emerald-300" : "bg-accent-strong")}
          />
          <span className="sr-only">{porchCopy.statusLabel}: </span>
          {connected ? porchCopy.statusConnected : porchCopy.statusReady}
        </p>
      </header>

      <div>
        <h3 className="mb-2 font-sans text-sm font-semibold text-ink">{porchCopy.quickActionsHeading}</h3>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {porchQuickActions.map((action) => {
            const Icon = porchIcons[action.icon];
            return (
              <li key={action.code}>
                <button
                  type="button"
                  // aria-disabled rather than disabled: a button that was just pressed keeps focus.
                  aria-disabled={pending}
                  data-code={action.code}
                  onClick={() => runQuickAction(action.code)}
                  className={cn(
                    "flex min-h-11 w-full items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-left text-sm font-medium text-ink transition-colors hover:border-accent hover:bg-surface-2",
                    pending && "cursor-not-allowed opacity-60 hover:border-line hover:bg-surface",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
                  {action.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <MessageList messages={messages} pending={pending} />

      {/* Screen readers hear each new reply once, however the list is navigated. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="porch-live">
        {pending ? porchCopy.thinking : announcement}
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="porch-input" className="sr-only">
            {porchCopy.inputLabel}
          </label>
          <textarea
            id="porch-input"
            ref={inputRef}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            rows={2}
            maxLength={MESSAGE_MAX}
            placeholder={porchCopy.inputPlaceholder}
            aria-describedby="porch-input-hint"
            className="block max-h-40 min-h-11 w-full resize-y rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
          />
          <p id="porch-input-hint" className="sr-only">
            {porchCopy.inputHint}
          </p>
        </div>
        <button type="submit" disabled={!canSend} className="btn-royal size-11 shrink-0 p-0" aria-label={porchCopy.sendLabel}>
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </form>

      <p
        className="rounded-xl border border-accent/30 bg-accent-strong/10 px-4 py-3 text-xs leading-relaxed text-ink"
        data-testid="porch-note"
      >
        {porchCopy.usageNote}
      </p>
    </section>
  );
}
