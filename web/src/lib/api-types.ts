/**
 * The API's request and response types, read from the Worker's routes (`AppType`, the chained
 * app of worker/index.ts) so that they cannot drift from what the Worker sends. This is the one
 * web file that looks at the Worker, and only at its types: `import type` is erased, so no Worker
 * code reaches the browser. The calls themselves stay on lib/api-client.ts (decision 0016).
 */
import type { hc, InferRequestType, InferResponseType } from "hono/client";
import type { AppType } from "../../../worker/index";

/** The typed client's shape, used only as a type: no `hc` runs in the browser. */
type Api = ReturnType<typeof hc<AppType>>["api"];

/** A teaching slot as GET /api/calendar/slots lists it (`slotDate` is UTC midnight of the day, ISO). */
export type Slot = InferResponseType<Api["calendar"]["slots"]["$get"]>[number];
/** The query string of GET /api/calendar/slots. */
export type SlotsQuery = InferRequestType<Api["calendar"]["slots"]["$get"]>["query"];
export type ClaimBody = InferRequestType<Api["calendar"]["slots"]["$post"]>["json"];
export type UpdateSlotBody = InferRequestType<Api["calendar"]["slots"][":id"]["$put"]>["json"];
export type SlotResponse = InferResponseType<Api["calendar"]["slots"]["$post"], 201>;

/** One entry of the public instructor list (GET /api/instructors). */
export type PublicInstructor = InferResponseType<Api["instructors"]["$get"]>[number];

/** The logged-in instructor's own account, as login, signup, me and profile answer it. */
export type InstructorResponse = InferResponseType<Api["instructor"]["me"]["$get"]>;
export type OwnInstructor = InstructorResponse["instructor"];
export type LoginBody = InferRequestType<Api["instructor"]["login"]["$post"]>["json"];
export type SignupBody = InferRequestType<Api["instructor"]["signup"]["$post"]>["json"];
export type ProfileBody = InferRequestType<Api["instructor"]["profile"][":id"]["$put"]>["json"];

/** The newest post of GET /api/blog/latest (the route answers null when there is none). */
export type BlogPost = NonNullable<InferResponseType<Api["blog"]["latest"]["$get"]>>;

/** The Porch's answer to a chat message or a quick action. */
export type PorchReply = InferResponseType<Api["community"]["chat"]["$post"]>;
export type ChatBody = InferRequestType<Api["community"]["chat"]["$post"]>["json"];
export type QuickActionBody = InferRequestType<Api["community"]["quick-action"]["$post"]>["json"];

/** The owner console's answers (GET and POST /api/owner/..., docs/owner-console-api.md). */
type Owner = Api["owner"];
export type OwnerStatus = InferResponseType<Owner["status"]["$get"]>;
export type OwnerInvite = InferResponseType<Owner["invites"]["$get"]>["invites"][number];
export type OwnerCreatedInvites = InferResponseType<Owner["invites"]["$post"], 201>;
export type OwnerMonthDay = InferResponseType<Owner["calendar"]["$get"]>["days"][number];
export type OwnerInstructor = InferResponseType<Owner["instructors"]["$get"]>["instructors"][number];
export type OwnerRemovalPreview = InferResponseType<Owner["instructors"][":id"]["removal"]["$get"]>;
export type OwnerResetCode = InferResponseType<Owner["instructors"][":id"]["reset-code"]["$post"], 201>;
export type OwnerInterest = InferResponseType<Owner["interest"]["$get"]>;
export type OwnerPost = InferResponseType<Owner["posts"]["$get"]>["posts"][number];
export type OwnerPostPreview = InferResponseType<Owner["posts"]["preview"]["$post"]>;
export type OwnerHealth = InferResponseType<Owner["health"]["$get"]>;
export type OwnerPasskey = InferResponseType<Owner["passkeys"]["$get"]>["passkeys"][number];
export type OwnerSession = InferResponseType<Owner["sessions"]["$get"]>["sessions"][number];
export type OwnerAuditEntry = InferResponseType<Owner["audit"]["$get"]>["entries"][number];
