/** Passkeys: the registered ones, adding one, removing one (a fresh check; never the last). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { OwnerPasskey } from "../../lib/api-types";
import { addPasskey, freshCheck, ownerFetch, ownerGet, statusKey } from "./api";
import { Button, Card, ConfirmDialog, done, failed, QueryState, Screen, TextField, When } from "./ui";

type Passkey = OwnerPasskey;
const key = ["owner", "passkeys"] as const;
const nameOf = (p: Passkey) => p.label || "Passkey";

export default function PasskeysScreen() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: key, queryFn: () => ownerGet<{ passkeys: Passkey[] }>("/passkeys").then((a) => a.passkeys) });
  const [label, setLabel] = useState("");
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: key }), client.invalidateQueries({ queryKey: statusKey })]);
  const add = useMutation({
    mutationFn: () => addPasskey(label.trim()),
    onSuccess: () => {
      setLabel("");
      done("Passkey added", "You can sign in with it from now on.");
      void refresh();
    },
    onError: (error) => failed("The passkey was not added", error),
  });
  const remove = useMutation({
    mutationFn: async (p: Passkey) => {
      const fresh = await freshCheck("passkeys.remove");
      return ownerFetch("DELETE", `/passkeys/${encodeURIComponent(String(p.id))}`, { fresh });
    },
    onSuccess: (_res, p) => {
      setRemoving(null);
      done("Passkey removed", `${nameOf(p)} can no longer sign in.`);
      void refresh();
    },
    onError: (error) => failed("The passkey was not removed", error),
  });
  const only = (list.data?.length ?? 0) <= 1;

  return (
    <Screen title="Passkeys" intro="The passkeys that can sign in to this console. Keep two, on different devices.">
      <QueryState query={list} what="the passkeys" />
      {list.data ? (
        <ul className="space-y-2">
          {list.data.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface p-3 text-sm"
            >
              <span className="min-w-0">
                <strong className="text-ink">{nameOf(p)}</strong>
                {p.current ? <span className="text-muted"> (this sign-in)</span> : null}
                <span className="block text-muted">
                  Added <When value={p.createdAt} />
                  {p.lastUsedAt ? (
                    <>
                      {" "}
                      · last used <When value={p.lastUsedAt} />
                    </>
                  ) : null}
                </span>
              </span>
              <Button
                variant="danger"
                className="min-h-9 px-3 py-1"
                aria-label={`Remove ${nameOf(p)}`}
                disabled={only}
                onClick={() => setRemoving(p)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {only && list.data ? <p className="text-sm text-muted">The last passkey cannot be removed: add another first.</p> : null}
      <Card>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!add.isPending) add.mutate();
          }}
        >
          <div className="min-w-0 flex-1">
            <TextField
              label="Name for the new passkey (optional)"
              value={label}
              onChange={(e) => setLabel(e.target.value)}
              placeholder="Laptop"
              maxLength={60}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="primary" aria-disabled={add.isPending}>
            {add.isPending ? "Waiting for the passkeys…" : "Add a passkey"}
          </Button>
        </form>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        confirmLabel="Confirm with passkey and remove"
        pendingLabel="Waiting for the passkey…"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>{removing ? nameOf(removing) : ""} will no longer sign in to the console. This cannot be undone.</p>
      </ConfirmDialog>
    </Screen>
  );
}
