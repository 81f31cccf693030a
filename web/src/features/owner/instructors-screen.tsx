/**
 * Instructors: each with their coming days; a password-reset code (shown once); removal, which
 * first shows the days it frees and the past days it keeps, then asks for the email to be typed
 * and a fresh passkey check.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { OwnerInstructor, OwnerRemovalPreview, OwnerResetCode } from "../../lib/api-types";
import { freshCheck, ownerFetch, ownerGet, ownerJson } from "./api";
import { Button, ConfirmDialog, CopyButton, dayLabel, done, failed, QueryState, Screen, TextField, When } from "./ui";

type Day = OwnerInstructor["comingDays"][number];
type Instructor = OwnerInstructor;
type Preview = OwnerRemovalPreview;
type Reset = OwnerResetCode;

const key = ["owner", "instructors"] as const;

function Days({ days, empty }: { days: Day[]; empty: string }) {
  if (days.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="list-disc space-y-0.5 pl-5 text-sm">
      {days.map((d) => (
        <li key={d.slotDate}>
          {dayLabel(d.slotDate)}: {d.courseTitle}
        </li>
      ))}
    </ul>
  );
}

export default function InstructorsScreen() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: key,
    queryFn: () => ownerGet<{ instructors: Instructor[] }>("/instructors").then((a) => a.instructors),
  });
  const [resets, setResets] = useState<Record<number, Reset>>({});
  const [removing, setRemoving] = useState<Preview | null>(null);
  const [typed, setTyped] = useState("");

  const reset = useMutation({
    mutationFn: (id: number) => ownerJson<Reset>("POST", `/instructors/${id}/reset-code`, { body: {} }),
    onSuccess: (answer, id) => {
      setResets((r) => ({ ...r, [id]: answer }));
      done("Reset code created", "Give it to the instructor: it is shown only once.");
    },
    onError: (error) => failed("No reset code was created", error),
  });
  const preview = useMutation({
    mutationFn: (id: number) => ownerGet<Preview>(`/instructors/${id}/removal`),
    onSuccess: (answer) => {
      setTyped("");
      setRemoving(answer);
    },
    onError: (error) => failed("Could not prepare the removal", error),
  });
  const remove = useMutation({
    mutationFn: async (p: Preview) => {
      const fresh = await freshCheck("instructors.remove");
      return ownerFetch("POST", `/instructors/${p.id}/remove`, { body: { email: typed.trim() }, fresh });
    },
    onSuccess: (_res, p) => {
      setRemoving(null);
      done("Instructor removed", `${p.name}'s account is gone; ${p.freedDays.length} coming day(s) are free again.`);
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ["owner", "calendar"] });
    },
    onError: (error) => failed("The instructor was not removed", error),
  });
  const emailMatches = removing !== null && typed.trim().toLowerCase() === removing.email.toLowerCase();

  return (
    <Screen title="Instructors" intro="Everyone with an account, and the days they have claimed from today on.">
      <QueryState query={list} what="the instructors" />
      {list.data && list.data.length === 0 ? <p className="text-sm text-muted">No instructor has signed up yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="space-y-3">
          {list.data.map((person) => (
            <li key={person.id} className="rounded-2xl border border-line bg-surface p-4" data-instructor={person.email}>
              <h3 className="font-sans text-base font-semibold text-ink">{person.name}</h3>
              <p className="break-all text-sm text-muted">
                {person.email} · joined <When value={person.createdAt} />
              </p>
              <div className="mt-2">
                <h4 className="text-sm font-semibold text-ink">Coming days</h4>
                <Days days={person.comingDays} empty="No coming days." />
              </div>
              {resets[person.id] ? (
                <div className="mt-3 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-2 p-2" aria-live="polite">
                  <span className="text-sm text-ink">
                    Reset code (shown once, valid until <When value={resets[person.id]!.expiresAt} />
                    ):
                  </span>
                  <code className="break-all font-mono text-sm text-ink" data-testid="reset-code">
                    {resets[person.id]!.code}
                  </code>
                  <CopyButton text={resets[person.id]!.code} label={`Copy ${person.name}'s reset code`} />
                </div>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  className="min-h-9 px-3 py-1"
                  aria-label={`Reset code for ${person.name}`}
                  onClick={() => !reset.isPending && reset.mutate(person.id)}
                >
                  Reset code
                </Button>
                <Button
                  variant="danger"
                  className="min-h-9 px-3 py-1"
                  aria-label={`Remove ${person.name}…`}
                  onClick={() => !preview.isPending && preview.mutate(person.id)}
                >
                  Remove…
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.name}?` : "Remove the instructor?"}
        confirmLabel="Confirm with passkey and remove"
        pendingLabel="Waiting for the passkey…"
        pending={remove.isPending}
        confirmDisabled={!emailMatches}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        {removing ? (
          <>
            <p>Their account, profile and photo are deleted. This cannot be undone.</p>
            <div>
              <h3 className="font-semibold">Days this frees ({removing.freedDays.length})</h3>
              <Days days={removing.freedDays} empty="None: no coming days." />
            </div>
            <div>
              <h3 className="font-semibold">Past days kept, without their name ({removing.keptDays.length})</h3>
              <Days days={removing.keptDays} empty="None." />
            </div>
            <TextField
              label={`Type ${removing.email} to confirm`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              type="email"
              required
            />
          </>
        ) : null}
      </ConfirmDialog>
    </Screen>
  );
}
