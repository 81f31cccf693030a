/**
 * The wellness interest list: how many, a search, removing one address and the CSV export (the
 * server's formula guard applies). Removing and exporting each need a fresh passkey check.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import type { OwnerInterest } from "../../lib/api-types";
import { freshCheck, ownerFetch, ownerGet } from "./api";
import { Button, Card, ConfirmDialog, done, failed, QueryState, Screen, TextField, When } from "./ui";

type Answer = OwnerInterest;

export default function InterestScreen() {
  const client = useQueryClient();
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query.trim());
  const list = useQuery({
    queryKey: ["owner", "interest", q],
    queryFn: () => ownerGet<Answer>(`/interest?q=${encodeURIComponent(q)}`),
    placeholderData: (previous) => previous,
  });
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: async (email: string) => {
      const fresh = await freshCheck("interest.remove");
      return ownerFetch("POST", "/interest/remove", { body: { email }, fresh });
    },
    onSuccess: (_res, email) => {
      setRemoving(null);
      done("Address removed", `${email} is off the list.`);
      void client.invalidateQueries({ queryKey: ["owner", "interest"] });
    },
    onError: (error) => failed("The address was not removed", error),
  });
  const exportCsv = useMutation({
    mutationFn: async () => {
      const fresh = await freshCheck("interest.export");
      const res = await ownerFetch("POST", "/interest/export", { fresh, body: {} });
      return res.blob();
    },
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `interest-list-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      done("List exported", "The CSV file is in your downloads.");
    },
    onError: (error) => failed("The list was not exported", error),
  });

  return (
    <Screen
      title="Interest list"
      intro="Addresses left on the wellness page by people who want to hear when it opens."
      actions={
        <Button variant="primary" aria-disabled={exportCsv.isPending} onClick={() => !exportCsv.isPending && exportCsv.mutate()}>
          {exportCsv.isPending ? "Waiting for the passkey…" : "Export CSV"}
        </Button>
      }
    >
      <Card className="space-y-4">
        <p className="text-lg text-ink" data-testid="interest-count" aria-live="polite">
          {list.data ? `${list.data.count} ${list.data.count === 1 ? "address" : "addresses"} on the list` : " "}
        </p>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            label="Search addresses"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            hint="Shows up to 50 addresses that contain what you type."
          />
        </form>
        <QueryState query={list} what="the list" />
        {list.data && list.data.matches.length === 0 ? <p className="text-sm text-muted">No address matches.</p> : null}
        {list.data && list.data.matches.length > 0 ? (
          <ul className="divide-y divide-line" aria-label="Matching addresses">
            {list.data.matches.map((m) => (
              <li key={m.email} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 break-all text-ink">
                  {m.email}{" "}
                  <span className="text-muted">
                    · joined <When value={m.createdAt} />
                  </span>
                </span>
                <Button
                  variant="danger"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Remove ${m.email}`}
                  onClick={() => setRemoving(m.email)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this address?"
        confirmLabel="Confirm with passkey and remove"
        pendingLabel="Waiting for the passkey…"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>
          <strong className="break-all">{removing}</strong> is deleted from the list; the audit log keeps only its hash. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </Screen>
  );
}
