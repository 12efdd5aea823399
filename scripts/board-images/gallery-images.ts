/** The gallery (images/gallery): custom boards on a stone counter, and the gallery page's banner. */
import { stoneCounter, vignette } from "./backdrops";
import { brickEndGrain, mixedStripeBoard, roundGrooveBoard, servingPlank } from "./gallery-boards";
import { centred, type Shot } from "./render-board";
import { GALLERY_DIR, scene, SITE_DIR, type Scene } from "./scene";
import { linear, type Doc } from "./svg";
import { benchScene } from "./workbench";
import { WOOD } from "./wood";

function galleryShot(doc: Doc, board: Shot): string {
  const light = linear(
    doc,
    "galleryLight",
    [0, 0, 1, 1],
    [
      [0, "#fff2dc", 0.18],
      [0.5, "#fff2dc", 0],
      [1, "#2a1a0e", 0.12],
    ],
  );
  return stoneCounter(doc) + centred(doc, board, { shadow: 1.25 }) + doc.cover(light) + vignette(doc, 0.3);
}

const galleryItem = (name: string, build: Scene["build"]) => scene(GALLERY_DIR, name, build);

export const galleryImages: Scene[] = [
  galleryItem("end-grain-butcher-block", (doc) =>
    galleryShot(doc, { ...brickEndGrain(doc, 780, 560, 96, 8, 7), y: doc.height / 2 - 52, angle: -3 }),
  ),
  galleryItem("walnut-serving-plank", (doc) =>
    galleryShot(doc, { ...servingPlank(doc), x: doc.width / 2 - 10, angle: -8 }),
  ),
  galleryItem("round-juice-groove", (doc) =>
    galleryShot(doc, { ...roundGrooveBoard(doc, 330, 36), y: doc.height / 2 - 24, angle: 18 }),
  ),
  galleryItem("mixed-wood-stripe", (doc) => galleryShot(doc, { ...mixedStripeBoard(doc, 940, 540, 32), angle: 3 })),
  // The finished commissions laid out on the workbench to be photographed; the left third stays
  // calm for the page's heading.
  scene(
    SITE_DIR,
    "gallery-hero",
    (doc) =>
      benchScene(
        doc,
        {
          warm: { cx: 1400, cy: 360, opacity: 0.17 },
          dark: [
            [0, 0.6],
            [0.35, 0.4],
            [0.6, 0.08],
            [1, 0.04],
          ],
          vignette: [0.55, 0.6, 0.45],
        },
        (onBench) => [
          onBench(servingPlank(doc, WOOD.cherry), 1060, 170, 3),
          onBench(roundGrooveBoard(doc, 240, 32), 1750, 440, -20),
          onBench(mixedStripeBoard(doc, 620, 360, 28), 1020, 560, -9),
          onBench(brickEndGrain(doc, 480, 360, 70, 6, 5), 1560, 830, 5),
        ],
      ),
    1920,
    960,
  ),
];
