/** The audit log, newest first: when, what, on what, with which passkey. Append-only on the server. */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { OwnerAuditEntry, OwnerPasskey } from "../../lib/api-types";
import { ownerGet } from "./api";
import { Button, failed, QueryState, Screen, When } from "./ui";

type Entry = OwnerAuditEntry;
type Passkey = OwnerPasskey;

export default function AuditScreen() {
  const log = useQuery({ queryKey: ["owner", "audit"], queryFn: () => ownerGet<{ entries: Entry[] }>("/audit").then((a) => a.entries) });
  // Passkeys by id, to name the one behind each console entry (a removed one shows as removed).
  const passkeys = useQuery({
    queryKey: ["owner", "passkeys"],
    queryFn: () => ownerGet<{ passkeys: Passkey[] }>("/passkeys").then((a) => a.passkeys),
  });
  // Older pages (100 entries each), asked for one at a time below the list.
  const [older, setOlder] = useState<{ entries: Entry[]; done: boolean; loading: boolean }>({ entries: [], done: false, loading: false });
  const shown = [...(log.data ?? []), ...older.entries];
  const more = async () => {
    const last = shown.at(-1);
    if (!last || older.loading) return;
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const { entries } = await ownerGet<{ entries: Entry[] }>(`/audit?before=${last.id}`);
      setOlder((o) => ({ entries: [...o.entries, ...entries], done: entries.length < 100, loading: false }));
    } catch (error) {
      setOlder((o) => ({ ...o, loading: false }));
      failed("Older entries did not load", error);
    }
  };
  const who = (e: Entry) => {
    if (e.via !== "console") return e.via === "command" ? "a command" : e.via;
    const key = passkeys.data?.find((p) => p.id === e.passkeyId);
    return key ? `passkey “${key.label}”` : "a removed passkey";
  };
  return (
    <Screen
      title="Audit log"
      intro="Every change made from the console or the commands. A removed address shows as its hash only."
      actions={
        <Button
          onClick={() => {
            setOlder({ entries: [], done: false, loading: false });
            void Promise.all([log.refetch(), passkeys.refetch()]);
          }}
          aria-disabled={log.isFetching}
        >
          Refresh
        </Button>
      }
    >
      <QueryState query={log} what="the audit log" />
      {log.data && log.data.length === 0 ? <p className="text-sm text-muted">Nothing has been recorded yet.</p> : null}
      {log.data && log.data.length > 0 ? (
        <ol
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
          aria-label="Audit entries, newest first"
          data-testid="owner-audit"
        >
          {shown.map((e) => (
            <li key={e.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[12rem_1fr]">
              <span className="text-muted">
                <When value={e.at} />
              </span>
              <span className="min-w-0 break-words text-ink">
                <strong>{e.action}</strong>
                {e.target ? <> · {e.target}</> : null}
                <span className="text-muted"> · by {who(e)}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {log.data && log.data.length >= 100 && !older.done ? (
        <Button onClick={() => void more()} aria-disabled={older.loading}>
          {older.loading ? "Loading older entries…" : "Show older entries"}
        </Button>
      ) : null}
    </Screen>
  );
}
