/**
 * The 80 works of Home's dual gallery carousel (left ids 1-40, right ids 41-80).
 * With its autoplay timing and its controls' labels.
 * Kept apart from `home.ts` so the list loads with the carousel's own chunk, after the page,
 * instead of in Home's first-load JavaScript.
 */
import type { ImageRef } from "./content-types";
import galleryImages from "./generated/gallery-images.json" with { type: "json" };
import type { CatalogImage } from "#shared/image-catalog";

// Each picture's catalogue entry and what it actually shows (the owner's words or the placeholder's
// description), written by scripts/images/generate.ts; in the carousel's own chunk only.
const images: Readonly<Record<string, CatalogImage>> = galleryImages;

/** Autoplay timing of the carousel: left every 3000 ms, right 1500 ms after each left step. */
export const galleryTiming = {
  autoplayMs: 3000,
  rightOffsetMs: 1500,
} as const;

/** Accessible labels of the carousel controls; the counter reads e.g. "3 / 40". */
export const galleryControls = {
  previous: "Previous artwork",
  next: "Next artwork",
  pause: "Pause slideshow",
  play: "Play slideshow",
  leftPanelLabel: "Gallery, left panel",
  rightPanelLabel: "Gallery, right panel",
} as const;

export type GalleryItem = {
  readonly id: number;
  readonly image: ImageRef;
  readonly title: string;
  readonly description: string;
};

/** Builds one carousel item; its image's alt is what the picture shows, the description the work's. */
function galleryItem(side: "left" | "right", id: number, title: string, description: string): GalleryItem {
  const picture = images[`gallery-${side}-${String(id).padStart(2, "0")}`];
  return { id, image: { ...picture, alt: picture.description }, title, description };
}

/** Left panel: ids 1-40 (images gallery-left-01 ... gallery-left-40). */
export const galleryLeft: readonly GalleryItem[] = [
  galleryItem("left", 1, "Crown of Quiet Suns", "A gold-leaf halo rises behind a woman in violet, her gaze as steady as a sunrise she already owns."),
  galleryItem("left", 2, "Ancestral Frequency", "Old radio dials and cowrie shells hum beneath a wash of plum and brass."),
  galleryItem("left", 3, "The Cartographer of Stars", "A young girl charts new constellations on indigo paper, naming each star after someone her grandmother loved."),
  galleryItem("left", 4, "Velvet Orbit", "Purple velvet collage circles a golden planet stitched together from thrifted jewelry."),
  galleryItem("left", 5, "Gilded Roots", "Braids become tree roots, reaching through gold foil into the soil of memory."),
  galleryItem("left", 6, "Mother Circuit", "A matriarch cradles a glowing circuit board the way she would a family heirloom."),
  galleryItem("left", 7, "Harmattan Dreaming", "Dust-gold winds sweep across a violet dusk while a dreamer floats above the dunes."),
  galleryItem("left", 8, "Sankofa Signal", "A bird turns back toward a golden egg as satellites blink along the horizon."),
  galleryItem("left", 9, "Amethyst Oracle", "A seer wrapped in amethyst reads tomorrow in a scatter of brass gears."),
  galleryItem("left", 10, "Daughter of the Drum", "Rings of gold pulse outward from a drumhead, sound made visible."),
  galleryItem("left", 11, "Solar Griot", "An elder storyteller speaks in spirals of light, every word a thread of gold."),
  galleryItem("left", 12, "Lilac Transmission", "Soft lilac waves carry a message from a city that has not been built yet."),
  galleryItem("left", 13, "Queen of the Quiet Hour", "In a purple midnight kitchen, a woman crowned in copper wire sips her tea in peace."),
  galleryItem("left", 14, "Brass Lotus", "A lotus of hammered brass opens slowly on still violet water."),
  galleryItem("left", 15, "Memory Loom", "Strips of family photographs, woven with gold thread, become a living tapestry."),
  galleryItem("left", 16, "The Sky Braider", "A stylist braids starlight into a client's crown beneath a violet dome."),
  galleryItem("left", 17, "Nebula Nana", "A grandmother's rocking chair drifts through a nebula of lavender and gold dust."),
  galleryItem("left", 18, "Golden Hour Prophet", "Late sun catches a young man's face and turns his freckles into constellations."),
  galleryItem("left", 19, "Indigo Engine", "Gears painted indigo and gold turn inside the silhouette of a dancing child."),
  galleryItem("left", 20, "Cowrie Constellation", "Cowrie shells laid out as a star map glow against deep violet canvas."),
  galleryItem("left", 21, "Violet Sovereign", "A seated ruler in layered purple cloth holds a scepter traced like a circuit."),
  galleryItem("left", 22, "Afterglow Assembly", "Neighbors gather on a rooftop as the city's lights flicker gold below them."),
  galleryItem("left", 23, "The Keeper of Keys", "A woman wears a necklace of old brass keys, each one for a door history tried to close."),
  galleryItem("left", 24, "Sunseed", "A single golden seed glows in cupped hands against a plum-dark field."),
  galleryItem("left", 25, "Chrome Ancestors", "Mirror-bright portraits of elders reflect every face that stops to look."),
  galleryItem("left", 26, "Plum Rain Ritual", "Purple rain falls in gold-tipped streaks over a dancer with arms raised."),
  galleryItem("left", 27, "Signal from Saturn", "A girl in a gold helmet listens while the rings of Saturn sing back."),
  galleryItem("left", 28, "Heirloom Horizon", "A quilt pattern stretches into a landscape where the sun rises in patchwork."),
  galleryItem("left", 29, "The Gilded Listener", "An ear wrapped in gold leaf tilts toward the whispers of a violet sky."),
  galleryItem("left", 30, "Midnight Marigold", "Metallic marigolds bloom across an altar draped in midnight purple."),
  galleryItem("left", 31, "Stardust Scripture", "Handwritten verses in gold ink spill across a starry indigo page."),
  galleryItem("left", 32, "Crowned in Code", "Lines of glowing code wrap like a headwrap around a calm, certain face."),
  galleryItem("left", 33, "Lavender Levitation", "A figure rises from a kitchen chair in a haze of lavender light and loose gold thread."),
  galleryItem("left", 34, "Bronze Lullaby", "A mother hums to a sleeping child in a cradle shaped like a crescent moon."),
  galleryItem("left", 35, "Orbit of Elders", "Three elders circle a fire whose sparks drift up to become distant golden planets."),
  galleryItem("left", 36, "The Violet Archive", "Shelves of purple-bound books glow with titles no one has written yet."),
  galleryItem("left", 37, "Gold Dust Gospel", "A choir in violet robes sings while gold dust rises from the pews."),
  galleryItem("left", 38, "Sister Satellite", "Two sisters share one pair of headphones as a satellite keeps watch over their porch."),
  galleryItem("left", 39, "Amber Awakening", "Morning light pours amber into a room where a woman opens her eyes to possibility."),
  galleryItem("left", 40, "Twilight Inheritance", "A father places a golden compass in his daughter's hand at the edge of twilight."),
];

/** Right panel: ids 41-80 (images gallery-right-41 ... gallery-right-80). */
export const galleryRight: readonly GalleryItem[] = [
  galleryItem("right", 41, "Regal Frequencies", "Sound waves in gold and purple radiate from a speaker shaped like a crown."),
  galleryItem("right", 42, "The Orchid Engineer", "An engineer in orchid overalls builds a bridge of light between two islands."),
  galleryItem("right", 43, "Mirage of the Motherland", "Gold-veined mountains shimmer under a purple sky like a home remembered in a dream."),
  galleryItem("right", 44, "Electric Adinkra", "Adinkra symbols glow as neon circuitry across a deep violet wall."),
  galleryItem("right", 45, "Sunlit Sovereignty", "A woman stands barefoot in a golden field, shoulders back, owning the morning."),
  galleryItem("right", 46, "Royal Static", "A vintage television hums with purple static around a crowned silhouette."),
  galleryItem("right", 47, "Garden of Glass Suns", "Glass orbs hang like ripe fruit in a twilight garden of violet vines."),
  galleryItem("right", 48, "Vessel of Light", "A clay pot painted in gold carries a small universe inside it."),
  galleryItem("right", 49, "The Dreaming Circle", "Five friends share one dream, drawn as a single gold thread passing through their hands."),
  galleryItem("right", 50, "Purple Pulse", "A heartbeat line climbs a violet canvas and bursts into golden blossoms."),
  galleryItem("right", 51, "Cosmic Kente", "Kente-inspired patterns stretch across the night like a woven galaxy."),
  galleryItem("right", 52, "The Brass Botanist", "A scientist tends glowing seedlings in a greenhouse of brass and violet glass."),
  galleryItem("right", 53, "Moonlit Matriarch", "Silver moonlight and gold paint meet on the face of a watchful grandmother."),
  galleryItem("right", 54, "Ember Archive", "Old letters smolder into golden embers that rise into a purple night."),
  galleryItem("right", 55, "Future Perfect", "A child in a paper crown stands on a stack of books, looking past the frame."),
  galleryItem("right", 56, "Halo Market", "An open-air market glows under golden canopies and lilac lanterns."),
  galleryItem("right", 57, "Sovereign Circuitry", "Circuit lines branch like veins of gold through a regal purple portrait."),
  galleryItem("right", 58, "Psalm of the Deep", "An underwater choir of violet figures sings toward a distant golden surface."),
  galleryItem("right", 59, "Quiet Revolution", "A woman plants a single gold flower in a crack in the pavement."),
  galleryItem("right", 60, "Midnight Metropolis", "A skyline of violet towers wears rooftops of hammered gold."),
  galleryItem("right", 61, "The Weaver's Code", "Hands weave binary patterns into cloth that glows gold along its seams."),
  galleryItem("right", 62, "Ultraviolet Heritage", "Under ultraviolet light, hidden family names surface across a portrait."),
  galleryItem("right", 63, "Glimmer and Grit", "Torn cardboard and gold leaf meet in the portrait of a determined builder."),
  galleryItem("right", 64, "Astral Homecoming", "A traveler steps from a starship onto a porch where family waits with open arms."),
  galleryItem("right", 65, "Velvet Thunder", "Deep purple storm clouds crack open with veins of gold lightning."),
  galleryItem("right", 66, "Prism of Ancestors", "Light passes through a prism and becomes seven faces from seven generations."),
  galleryItem("right", 67, "Golden Syntax", "Calligraphy and code intertwine in one flowing line of gold."),
  galleryItem("right", 68, "Lavender Liberation", "Chains dissolve into lavender butterflies above a rising figure."),
  galleryItem("right", 69, "The Sunbound Scholar", "A student reads by the light of a small sun held in a brass lantern."),
  galleryItem("right", 70, "Regalia Reimagined", "Ceremonial regalia rebuilt from recycled wire, bottle caps and violet silk."),
  galleryItem("right", 71, "Celestial Barbershop", "A barber shapes a fade beneath a ceiling painted with spinning galaxies."),
  galleryItem("right", 72, "Plum Sky Pilgrim", "A lone walker crosses a plum-colored desert, guided by a golden kite."),
  galleryItem("right", 73, "Honeyed Horizon", "Honey-gold light pours across a violet sea at the end of a long day."),
  galleryItem("right", 74, "Digital Djembe", "A djembe sends pixelated rhythms spiraling into the night air."),
  galleryItem("right", 75, "The Last Lantern", "One golden lantern floats above a violet city and refuses to go out."),
  galleryItem("right", 76, "Crown Bloom", "A violet lotus blooms above a meditating figure, its petals edged in light."),
  galleryItem("right", 77, "Sisters of the Solstice", "Two women in gold and purple greet the longest day with open palms."),
  galleryItem("right", 78, "Ink and Iridescence", "Black ink and iridescent foil trace the profile of a visionary poet."),
  galleryItem("right", 79, "Ancestral Upload", "The faces of elders stream upward as golden light into a violet cloud."),
  galleryItem("right", 80, "Soul in Bloom", "A portrait dissolves into purple petals and gold pollen, caught mid-transformation."),
];
