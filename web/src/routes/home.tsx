import { Section, SectionHeader } from "../components/ui/section";
import { galleryHeading, liveInsightsHeading } from "../content/home";
import { HomeHero } from "../features/home/hero";
import { BrandStatement, EntryCards, FeaturedResources, JoinCommunity } from "../features/home/home-sections";
import { deferred } from "../components/deferred";
import { warmIntlOffMainThread } from "../lib/intl-warmup";
import { pageMeta } from "../shell/page-meta";
import { homePage } from "../shell/pages/home";

export const meta = pageMeta([homePage]);

// The Porch and the blog card format dates: ICU gets set up off the main thread meanwhile (lib/intl-warmup.ts).
if (typeof window !== "undefined") warmIntlOffMainThread();

// Below the fold, each part's code loads after the page has loaded or at the first touch
// (components/deferred.tsx): the carousel and its 80 works, the Porch, the blog card, the testimonials.
const GalleryCarousel = deferred(() => import("../features/home/home-gallery").then((m) => m.HomeGalleryCarousel));
const PorchPanel = deferred(() => import("../features/porch/porch-panel").then((m) => m.PorchPanel));
const PorchHelpCards = deferred(() => import("../features/porch/porch-help-cards").then((m) => m.PorchHelpCards));
const LatestBlogCard = deferred(() => import("../features/blog/latest-blog-card").then((m) => m.LatestBlogCard));
const Testimonials = deferred(() => import("../features/home/testimonials").then((m) => m.Testimonials));

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <EntryCards />
      <BrandStatement />
      <Section id="gallery-carousel" labelledBy="carousel-heading">
        <SectionHeader id="carousel-heading" {...galleryHeading} />
        <div className="mx-auto mt-12 max-w-5xl">
          <GalleryCarousel />
        </div>
      </Section>
      <Section id="community-porch" tone="wash" innerClassName="space-y-16">
        <PorchPanel />
        <PorchHelpCards />
      </Section>
      <Section id="live-insights" labelledBy="insights-heading">
        <SectionHeader id="insights-heading" {...liveInsightsHeading} />
        <div className="mt-12">
          <LatestBlogCard />
        </div>
        <FeaturedResources />
        <Testimonials />
      </Section>
      <JoinCommunity />
    </>
  );
}
