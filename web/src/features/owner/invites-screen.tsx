/** Invites: create up to 10 codes (each shown once, with a copy button), the list, revoking an unused code. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { OwnerCreatedInvites, OwnerInvite } from "../../lib/api-types";
import { ownerGet, ownerJson, ownerFetch } from "./api";
import { Button, Card, CopyButton, done, failed, QueryState, Screen, TextField, When } from "./ui";

type Invite = OwnerInvite;
type Created = OwnerCreatedInvites;

const key = ["owner", "invites"] as const;

export default function InvitesScreen() {
  const client = useQueryClient();
  const invites = useQuery({ queryKey: key, queryFn: () => ownerGet<{ invites: Invite[] }>("/invites").then((a) => a.invites) });
  const [count, setCount] = useState("1");
  const [created, setCreated] = useState<Created | null>(null);
  const create = useMutation({
    mutationFn: (n: number) => ownerJson<Created>("POST", "/invites", { body: { count: n } }),
    onSuccess: (answer) => {
      setCreated(answer);
      done(
        answer.codes.length === 1 ? "Invite code created" : `${answer.codes.length} invite codes created`,
        "Copy them now: they are shown only once.",
      );
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => failed("No codes were created", error),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => ownerFetch("DELETE", `/invites/${id}`),
    onSuccess: () => {
      done("Invite revoked", "That code can no longer be used.");
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => failed("The invite was not revoked", error),
  });
  const [now] = useState(() => Date.now());

  return (
    <Screen title="Invites" intro="An instructor signs up with an invite code. Each code works once and expires after 14 days.">
      <Card>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!create.isPending) create.mutate(Number(count));
          }}
        >
          <div className="w-40">
            <TextField
              label="Number of codes"
              type="number"
              min={1}
              max={10}
              step={1}
              required
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
          </div>
          <Button type="submit" variant="primary" aria-disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create invite codes"}
          </Button>
        </form>
        {created ? (
          <div className="mt-6 space-y-3" aria-live="polite">
            <h3 className="font-sans text-base font-semibold text-ink">New codes, shown only this once</h3>
            <p className="text-sm text-muted">
              They expire <When value={created.expiresAt} />. Send each to one instructor.
            </p>
            <ul className="space-y-2" data-testid="new-invite-codes">
              {created.codes.map((code, i) => (
                <li key={code} className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-2 p-2">
                  <code className="min-w-0 flex-1 break-all font-mono text-sm text-ink">{code}</code>
                  <CopyButton text={code} label={`Copy code ${i + 1}`} />
                </li>
              ))}
            </ul>
            <Button variant="ghost" onClick={() => setCreated(null)}>
              Hide the codes
            </Button>
          </div>
        ) : null}
      </Card>

      <div>
        <h3 className="mb-3 font-sans text-lg font-semibold text-ink">All codes</h3>
        <QueryState query={invites} what="the invites" />
        {invites.data && invites.data.length === 0 ? <p className="text-sm text-muted">No invite codes yet.</p> : null}
        {invites.data && invites.data.length > 0 ? (
          <ul className="space-y-2" aria-label="Invite codes">
            {invites.data.map((invite) => {
              const expired = new Date(invite.expiresAt).getTime() < now;
              const state = invite.usedAt ? "Used" : expired ? "Expired" : "Unused";
              return (
                <li
                  key={invite.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-3 text-sm"
                  data-invite={invite.id}
                >
                  <dl className="grid min-w-0 flex-1 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                    <dt className="text-muted">Code</dt>
                    <dd className="font-semibold text-ink">
                      #{invite.id} · {state}
                    </dd>
                    <dt className="text-muted">Created</dt>
                    <dd>
                      <When value={invite.createdAt} />
                    </dd>
                    <dt className="text-muted">Expires</dt>
                    <dd>
                      <When value={invite.expiresAt} />
                    </dd>
                    {invite.usedAt ? (
                      <>
                        <dt className="text-muted">Used by</dt>
                        <dd className="break-all">
                          {invite.usedBy ? `${invite.usedBy.name} (${invite.usedBy.email})` : "a removed instructor"},{" "}
                          <When value={invite.usedAt} />
                        </dd>
                      </>
                    ) : null}
                  </dl>
                  {!invite.usedAt ? (
                    <Button
                      variant="danger"
                      className="min-h-9 px-3 py-1"
                      aria-label={`Revoke code #${invite.id}`}
                      aria-disabled={revoke.isPending}
                      onClick={() => !revoke.isPending && revoke.mutate(invite.id)}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Screen>
  );
}
