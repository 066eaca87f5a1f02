import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CITY_COPY } from "../../seed/city-copy";
import { actingCoach, demoReel, featuredIn, onCameraClassVideo, stunts, videoIds, watchWork } from "./marketing";

const publicFile = (src: string) => path.resolve("public", src.replace(/^\//, ""));

describe("marketing content", () => {
  it("has a Featured In grid of 6 distinct posters", () => {
    expect(featuredIn.posters).toHaveLength(6);
    expect(new Set(featuredIn.posters.map((p) => p.title)).size).toBe(6);
  });

  it("ships every image it names as an SVG under public/images with its own size", () => {
    const images = [
      ...featuredIn.posters.map((p) => p.src),
      onCameraClassVideo.posterSrc,
      watchWork.posterSrc,
      stunts.art.src,
      actingCoach.coach.portraitSrc,
      ...Object.values(CITY_COPY).flatMap((e) => ("contemporaryClass" in e ? [e.contemporaryClass.instructor.portraitSrc] : [])),
    ];
    for (const src of images) {
      expect(src, String(src)).toMatch(/^\/images\/(posters|extras)\/[a-z0-9-]+\.svg$/);
      const file = publicFile(String(src));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/<svg[^>]+viewBox="0 0 \d+ \d+"/);
      // Original drawn art only: nothing fetched from elsewhere, no embedded fonts.
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(svg).not.toMatch(/@font-face|<image/);
    }
  });

  it("names videos by id only, for the privacy-enhanced lazy player", () => {
    for (const id of Object.values(videoIds)) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it("sends demo reel applicants to the talent page and never to a purchase", () => {
    expect(demoReel.href).toBe("/submit-talent#demo-reel");
    expect(demoReel.howItWorks).toMatch(/not a purchase/);
  });

  it("links the acting coach section to the Acting for Dancers page", () => {
    expect(actingCoach.programLink.href).toBe("/acting-for-dancers");
  });
});
