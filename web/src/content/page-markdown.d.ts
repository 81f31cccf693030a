// The pages' Markdown in content/, as the modules scripts/content/vite-plugin.ts serves: rendered
// when Vite loads them, so there is no file to read types from. scripts/content/render.ts returns
// exactly these types, so a change here that the renderer does not follow fails the type check.

declare module "virtual:page-markdown/legal" {
  /** content/pages/legal.md: the heading block from its front matter, the sections from its body. */
  export const legalPage: {
    readonly title: string;
    readonly intro: string;
    readonly lastUpdatedLabel: string;
    readonly sections: readonly import("./legal").LegalSection[];
  };
}

declare module "virtual:page-markdown/wellness-intro" {
  /** content/wellness/manifesto.md: the paragraphs before its first chapter. */
  export const manifestoIntroHtml: readonly string[];
  export const manifestoChapterTitles: readonly [string, string];
}

declare module "virtual:page-markdown/wellness" {
  /** content/wellness/manifesto.md: its two chapters. */
  export const manifestoChapters: readonly [import("./wellness-sections").Chapter, import("./wellness-sections").Chapter];
  /** content/wellness/faq/*.md, in their `order`. */
  export const faqItems: readonly import("./wellness-sections").FaqItem[];
}

declare module "virtual:page-markdown/meet" {
  type Biography = { readonly title: string; readonly badge?: string; readonly html: readonly string[] };
  /** content/meet/founder.md */
  export const founderBiography: Biography;
  /** content/meet/cover-artist.md */
  export const coverArtistBiography: Biography;
}
