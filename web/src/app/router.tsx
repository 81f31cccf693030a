/**
 * The route table. Every page is a lazy chunk exporting `Component`; the prerender resolves them
 * at build time and the client resolves the current one before hydrating.
 */
import type { RouteObject } from "react-router";
import { RootLayout } from "./root-layout";

const wellness = () => import("./routes/wellness");

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    children: [
      { index: true, lazy: () => import("./routes/home") },
      { path: "meet", lazy: () => import("./routes/meet") },
      { path: "wellness", lazy: wellness },
      { path: "wellness/finding-me", lazy: wellness },
      { path: "workroom", lazy: () => import("./routes/workroom") },
      { path: "gallery", lazy: () => import("./routes/gallery") },
      { path: "skool-calendar", lazy: () => import("./routes/skool-calendar") },
      { path: "soulcode101", lazy: () => import("./routes/soulcode101") },
      { path: "thinktank", lazy: () => import("./routes/thinktank") },
      { path: "bootcamp", lazy: () => import("./routes/bootcamp") },
      { path: "legal", lazy: () => import("./routes/legal") },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
];
