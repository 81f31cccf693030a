import { Picture } from "../../components/ui/picture";
import { Section, SectionHeader } from "../../components/ui/section";
import { bioFallback, instructorsHeading, showcaseInstructors } from "../../content/calendar";
import { cn } from "../../lib/cn";
import { RegisteredInstructorCards } from "./registered-instructors";

// Tailwind needs literal class names; these cover the positions the content module uses.
const objectPosition: Record<string, string> = {
  "center top": "object-top",
  top: "object-top",
  "center 30%": "object-[center_30%]",
  "center 20%": "object-[center_20%]",
  "center bottom": "object-bottom",
};

/**
 * Meet Our Instructors: the nine static cards (a missing bio shows "Bio coming soon..."), then
 * registered instructors' filled-in profiles. Needs a QueryProvider around it.
 */
export function InstructorShowcase() {
  return (
    <Section labelledBy="meet-instructors">
      <SectionHeader id="meet-instructors" heading={instructorsHeading.title} intro={instructorsHeading.intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {showcaseInstructors.map((person) => (
          <li key={person.photo.id} className="card card-lift flex flex-col items-center p-6 text-center">
            <div className="size-32 overflow-hidden rounded-full border-2 border-frame">
              <Picture
                image={person.photo}
                alt={person.photo.alt}
                sizes="8rem"
                className="block size-full"
                imgClassName={cn(
                  "size-full object-cover",
                  (person.imagePosition && objectPosition[person.imagePosition]) || "object-center",
                )}
              />
            </div>
            <h3 className="mt-4 font-display text-xl font-semibold text-ink">{person.name}</h3>
            <p className={person.bio ? "mt-2 text-sm text-muted" : "mt-2 text-sm text-muted italic"}>{person.bio ?? bioFallback}</p>
          </li>
        ))}
        <RegisteredInstructorCards />
      </ul>
    </Section>
  );
}
