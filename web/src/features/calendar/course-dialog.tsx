/**
 * Add Course Details (a free day) and Edit Your Teaching Slot (one's own day). Save Course and
 * Update stay disabled until a title and a time slot are chosen; the reserved hour of a Tuesday
 * or Thursday is not offered at all.
 */
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { availableTimeSlots } from "#shared/calendar-rules";
import { errorDescription, fieldErrors } from "../auth/auth-api";
import { longDay } from "./calendar-dates";
import { useClaimSlot, useDeleteSlot, useUpdateSlot, type Slot } from "./calendar-api";

export type CourseDialogTarget = { mode: "add"; day: string } | { mode: "edit"; day: string; slot: Slot };

export function CourseDialog({
  target,
  instructorId,
  onClose,
}: {
  target: CourseDialogTarget | null;
  instructorId: number;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.mode === "add" ? "Add Course Details" : "Edit Your Teaching Slot"}
          description={`${longDay(target.day)}. All times are EST.`}
        >
          {/* Keyed by day and slot so the form starts fresh (or prefilled) for each opening. */}
          <CourseForm key={`${target.day}-${target.mode === "edit" ? target.slot.id : "new"}`} target={target} instructorId={instructorId} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CourseForm({ target, instructorId, onDone }: { target: CourseDialogTarget; instructorId: number; onDone: () => void }) {
  const initial = target.mode === "edit" ? target.slot : undefined;
  const [courseTitle, setCourseTitle] = useState(initial?.courseTitle ?? "");
  const [courseDescription, setCourseDescription] = useState(initial?.courseDescription ?? "");
  const [timeSlot, setTimeSlot] = useState(initial?.timeSlot ?? "");
  const claim = useClaimSlot();
  const update = useUpdateSlot();
  const remove = useDeleteSlot();
  const active = target.mode === "add" ? claim : update;
  const errors = fieldErrors(active.error);
  const busy = claim.isPending || update.isPending || remove.isPending;
  const ready = courseTitle.trim() !== "" && timeSlot !== "";
  const options = availableTimeSlots(target.day);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    if (target.mode === "add") {
      claim.mutate(
        { slotDate: `${target.day}T00:00:00.000Z`, instructorId, courseTitle, courseDescription, timeSlot },
        {
          onSuccess: () => {
            toast.success("Slot claimed!", { description: "Your teaching slot has been added to the calendar." });
            onDone();
          },
          onError: (error) => toast.error("Failed to claim slot", { description: errorDescription(error) }),
        },
      );
    } else {
      update.mutate(
        { id: target.slot.id, courseTitle, courseDescription, timeSlot },
        {
          onSuccess: () => {
            toast.success("Slot updated!", { description: "Your teaching slot has been updated." });
            onDone();
          },
          onError: (error) => toast.error("Failed to update slot", { description: errorDescription(error) }),
        },
      );
    }
  }

  function onDelete() {
    if (target.mode !== "edit") return;
    remove.mutate(target.slot.id, {
      onSuccess: () => {
        toast.success("Slot removed", { description: "Your teaching slot has been removed from the calendar." });
        onDone();
      },
      // The spec's original had no handler here; saying why is kinder than silence.
      onError: (error) => toast.error("Failed to remove slot", { description: errorDescription(error) }),
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Field label="Course Title" error={errors.courseTitle}>
        {(p) => <Input {...p} name="courseTitle" required maxLength={120} value={courseTitle} onChange={(e) => setCourseTitle(e.target.value)} />}
      </Field>
      <Field label="Course Description" hint="Optional." error={errors.courseDescription}>
        {(p) => <Textarea {...p} name="courseDescription" maxLength={2000} value={courseDescription} onChange={(e) => setCourseDescription(e.target.value)} />}
      </Field>
      <Field label="Time Slot" error={errors.timeSlot}>
        {(p) => (
          <Select {...p} name="timeSlot" required value={timeSlot} onChange={(e) => setTimeSlot(e.target.value)}>
            <option value="" disabled>
              Select a time slot
            </option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {active.isError && !Object.keys(errors).length ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorDescription(active.error)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {target.mode === "edit" ? (
          <Button variant="danger" onClick={onDelete} disabled={busy}>
            {remove.isPending ? "Deleting..." : "Delete Slot"}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={!ready || busy}>
          {target.mode === "add" ? (claim.isPending ? "Saving..." : "Save Course") : update.isPending ? "Updating..." : "Update"}
        </Button>
      </div>
    </form>
  );
}
