/**
 * Add Course Details (a free day) and Edit Your Teaching Slot (one's own day). Save Course and
 * Update stay disabled until a title and a time slot are chosen; the reserved hour of a Tuesday
 * or Thursday is not offered at all.
 */
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field } from "../../components/ui/field";
import { FormError } from "../../components/ui/form-error";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useDialogForm } from "../../hooks/use-dialog-form";
import { availableTimeSlots } from "#shared/calendar-rules";
import { COURSE_DESCRIPTION_MAX, COURSE_TITLE_MAX } from "#shared/schemas/limits";
import { longDay } from "./calendar-dates";
import { useDeleteSlot, useUpdateSlot } from "./calendar-api";
import type { CalendarSlot } from "./calendar-wire";
import { useClaimSlot } from "./use-claim-slot";

export type CourseDialogTarget = { mode: "add"; day: string } | { mode: "edit"; day: string; slot: CalendarSlot };

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
          <CourseForm
            key={`${target.day}-${target.mode === "edit" ? target.slot.id : "new"}`}
            target={target}
            instructorId={instructorId}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Mounted for one opening (the dialog keys it), so the parent's onClose is the dialog's close. */
function CourseForm({ target, instructorId, onDone }: { target: CourseDialogTarget; instructorId: number; onDone: () => void }) {
  const initial = target.mode === "edit" ? target.slot : undefined;
  const form = useDialogForm({
    initial: () => ({
      courseTitle: initial?.courseTitle ?? "",
      courseDescription: initial?.courseDescription ?? "",
      timeSlot: initial?.timeSlot ?? "",
    }),
    onClose: onDone,
  });
  const claim = useClaimSlot();
  const update = useUpdateSlot();
  const remove = useDeleteSlot();
  const { courseTitle, timeSlot } = form.values;
  const ready = courseTitle.trim() !== "" && timeSlot !== "";
  const options = availableTimeSlots(target.day);

  function onSubmit() {
    if (!ready) return;
    if (target.mode === "add") {
      form.send(
        claim,
        { day: target.day, instructorId, ...form.values },
        {
          success: { title: "Slot claimed!", description: "Your teaching slot has been added to the calendar." },
          failure: "Failed to claim slot",
        },
      );
    } else {
      form.send(
        update,
        { id: target.slot.id, ...form.values },
        { success: { title: "Slot updated!", description: "Your teaching slot has been updated." }, failure: "Failed to update slot" },
      );
    }
  }

  function onDelete() {
    if (target.mode !== "edit") return;
    // The spec's original had no error handler here; saying why is kinder than silence.
    form.send(remove, target.slot.id, {
      success: { title: "Slot removed", description: "Your teaching slot has been removed from the calendar." },
      failure: "Failed to remove slot",
    });
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
    >
      <Field label="Course Title" error={form.errors.courseTitle}>
        {(p) => <Input {...p} {...form.field("courseTitle")} required maxLength={COURSE_TITLE_MAX} />}
      </Field>
      <Field label="Course Description" hint="Optional." error={form.errors.courseDescription}>
        {(p) => <Textarea {...p} {...form.field("courseDescription")} maxLength={COURSE_DESCRIPTION_MAX} />}
      </Field>
      <Field label="Time Slot" error={form.errors.timeSlot}>
        {(p) => (
          <Select {...p} {...form.field("timeSlot")} required>
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
      <FormError message={form.formError} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        {target.mode === "edit" ? (
          <Button variant="danger" onClick={onDelete} disabled={form.pending}>
            {remove.isPending ? "Deleting..." : "Delete Slot"}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={!ready || form.pending}>
          {target.mode === "add" ? (claim.isPending ? "Saving..." : "Save Course") : update.isPending ? "Updating..." : "Update"}
        </Button>
      </div>
    </form>
  );
}
