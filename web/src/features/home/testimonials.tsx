import Quote from "lucide-react/icons/quote";
import { testimonials, testimonialsHeading } from "../../content/home-testimonials";
import { TestimonialAvatar } from "./testimonial-avatar";

export function Testimonials() {
  return (
    <div className="mt-16">
      <h3 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{testimonialsHeading.heading}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.name} className="card flex flex-col p-7" data-testid="testimonial">
            <figure className="flex h-full flex-col">
              <Quote aria-hidden className="size-7 text-accent" />
              <blockquote className="mt-3 flex-1 font-display text-lg leading-relaxed text-ink">
                <p>{t.content}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <TestimonialAvatar testimonial={t} />
                <span>
                  <span className="block font-semibold text-ink">{t.name}</span>
                  <span className="block text-sm text-muted">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
