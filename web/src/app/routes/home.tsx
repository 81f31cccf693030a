import { Section, SectionHeader } from "../../components/ui/section";
import { galleryHeading, liveInsightsHeading } from "../../content/home";
import LatestBlogCard from "../islands/home/latest-blog-card.island";
import GalleryCarousel from "../islands/home/gallery-carousel.island";
import HomeHero from "../islands/home/hero.island";
import { BrandStatement, EntryCards, FeaturedResources, JoinCommunity } from "../../features/home/home-sections";
import Testimonials from "../islands/home/testimonials.island";
import PorchHelpCards from "../islands/home/porch-help-cards.island";
import PorchPanel from "../islands/home/porch-panel.island";

// The hero is an island; the carousel, the Porch, the blog card and the testimonials are deferred
// islands: prerendered HTML at once, their code (and the carousel's 80 works) after the page has
// loaded (docs/decisions/0045-islands.md).
export function Component() {
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
