/** Sessions: every signed-in owner session (8 hours at most, 30 minutes idle); ending one needs a fresh check. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnerSession } from "../../lib/api-types";
import { freshCheck, ownerFetch, ownerGet, statusKey } from "./api";
import { Button, done, failed, QueryState, Screen, When } from "./ui";

type Session = OwnerSession;
const key = ["owner", "sessions"] as const;

export default function SessionsScreen() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: key, queryFn: () => ownerGet<{ sessions: Session[] }>("/sessions").then((a) => a.sessions) });
  const end = useMutation({
    mutationFn: async (s: Session) => {
      const fresh = await freshCheck("sessions.end");
      return ownerFetch("DELETE", `/sessions/${encodeURIComponent(String(s.id))}`, { fresh });
    },
    onSuccess: (_res, s) => {
      done("Session ended", s.current ? "You are signed out." : "That device is signed out.");
      void client.invalidateQueries({ queryKey: key });
      if (s.current) void client.invalidateQueries({ queryKey: statusKey });
    },
    onError: (error) => failed("The session was not ended", error),
  });
  return (
    <Screen title="Sessions" intro="Where the console is signed in. A session ends after 30 minutes without use, or 8 hours at most.">
      <QueryState query={list} what="the sessions" />
      {list.data ? (
        <ul className="space-y-2">
          {list.data.map((s, i) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface p-3 text-sm"
            >
              <span className="min-w-0">
                <strong className="text-ink">{s.current ? "This browser" : `Session ${i + 1}`}</strong>
                {s.userAgent ? <span className="block break-words text-muted">{s.userAgent}</span> : null}
                <span className="block text-muted">
                  Signed in <When value={s.createdAt} />
                  {s.lastSeenAt ? (
                    <>
                      {" "}
                      · last used <When value={s.lastSeenAt} />
                    </>
                  ) : null}
                </span>
              </span>
              <Button
                variant="danger"
                className="min-h-9 px-3 py-1"
                aria-label={s.current ? "End this session" : `End session ${i + 1}`}
                aria-disabled={end.isPending}
                onClick={() => !end.isPending && end.mutate(s)}
              >
                End
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Screen>
  );
}
