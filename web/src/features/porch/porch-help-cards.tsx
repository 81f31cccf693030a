/** The three help cards shown with the Porch (Community Guidelines, Getting Started, AI Assistant Help). */
import { porchHelpCards, porchHelpHeading } from "../../content/porch";
import { porchIcons } from "./porch-icons";

export function PorchHelpCards() {
  return (
    <section aria-labelledby="porch-help-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="porch-help-heading" className="font-display text-2xl font-semibold text-ink">
          {porchHelpHeading.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{porchHelpHeading.intro}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {porchHelpCards.map((card) => {
          const Icon = porchIcons[card.icon];
          return (
            <li key={card.id} className="card flex flex-col gap-3 p-5">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-royal/10 text-royal dark:bg-royal/20">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="font-sans text-base font-semibold text-ink">{card.title}</h3>
              </div>
              <p className="text-sm text-muted">{card.description}</p>
              <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink marker:text-accent">
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
