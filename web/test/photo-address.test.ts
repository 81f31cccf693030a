// The photo address the Worker makes and the only kind the web shows (shared/photo-address.ts).
import { describe, expect, it } from "vitest";
import { hostedPhoto, PHOTO_FILE, photoAddress } from "#shared/photo-address";

const FILE = `${"0123456789abcdef".repeat(2)}.webp`;

describe("photo addresses", () => {
  it("turn an R2 key into this site's address, which the web then shows", () => {
    const address = photoAddress(`12/${FILE}`);
    expect(address).toBe(`/api/instructors/12/photo/${FILE}`);
    expect(hostedPhoto(address)).toBe(address);
    expect(photoAddress(null)).toBeNull();
    expect(PHOTO_FILE.test(FILE)).toBe(true);
  });

  it("anything else is not shown: other sites, other paths, other types, tricks", () => {
    for (const value of [
      "https://tracker.example/me.jpg",
      `//evil.example/api/instructors/12/photo/${FILE}`,
      `https://soulcode.studio/api/instructors/12/photo/${FILE}`,
      `/api/instructors/12/photo/${FILE}?x=1`,
      `/api/instructors/12/photo/../../x/${FILE}`,
      `/api/instructors/0/photo/${FILE}`,
      `/api/instructors/12/photo/${FILE.replace(".webp", ".png")}`,
      "data:image/png;base64,AAAA",
      "",
      null,
      undefined,
    ]) {
      expect(hostedPhoto(value), String(value)).toBeNull();
    }
  });
});
