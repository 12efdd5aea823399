/** The site's own images (images/site): the home hero and the two About pictures. */
import { vignette } from "./backdrops";
import { endGrain, longGrain } from "./grain";
import { gluedPlanks } from "./glue-ups";
import { butcherBlock, checkerBoard, roundBoard, stripeBoard } from "./product-boards";
import { range } from "./random";
import { scene, SITE_DIR, type Scene } from "./scene";
import { blurFilter, f, filter, greyNoise, linear, radial, type Doc, type Rect } from "./svg";
import { benchScene, type BenchLight } from "./workbench";
import { WOOD } from "./wood";

/** Home hero: four boards of the range on the workbench; calm dark space on the left for the headline. */
function hero(doc: Doc): string {
  const light: BenchLight = {
    warm: { cx: 1500, cy: 380, opacity: 0.16 },
    dark: [
      [0, 0.7],
      [0.38, 0.5],
      [0.6, 0.12],
      [1, 0.05],
    ],
    vignette: [0.6, 0.62, 0.45],
  };
  return benchScene(doc, light, (onBench) => [
    onBench(roundBoard(doc, 330, 30, Math.PI * 0.75), 1730, 160, 0),
    onBench(butcherBlock(doc, 640, 400, 60, 11), 1620, 770, -7),
    onBench(stripeBoard(doc, 860, 430, 30, 32), 1260, 470, -13),
    onBench(checkerBoard(doc, 6, 62, 44, false), 1050, 960, 9),
  ]);
}

/**
 * A stack of boards resting on stickers, seen from the end: end grain on the
 * left faces, long grain on the front faces, running out of frame.
 */
function timberStack(doc: Doc): string {
  const rnd = doc.rnd;
  const body: string[] = [];
  const species = [WOOD.walnut, WOOD.oak, WOOD.cherry, WOOD.maple, WOOD.walnut, WOOD.oak, WOOD.cherry, WOOD.walnut];
  const soft = blurFilter(doc, 7);
  const tight = blurFilter(doc, 2);
  let y = 812;
  body.push(`<rect x="90" y="${y - 8}" width="1200" height="26" fill="#000" opacity="0.7" filter="url(#${soft})"/>`);
  species.forEach((sp, i) => {
    const h = range(rnd, 50, 70);
    const x0 = 140 + range(rnd, -40, 50) + (i % 2) * 22;
    const endW = range(rnd, 38, 52);
    // stickers between layers (square spacers seen end-on)
    if (i > 0) {
      for (const sx of [x0 + endW + 60, x0 + endW + 520, x0 + endW + 980]) {
        body.push(endGrain(doc, { x: sx, y: y - 18, w: 22, h: 18 }, WOOD.oak, 0.25));
        body.push(`<rect x="${f(sx)}" y="${f(y - 18)}" width="22" height="18" fill="#000" opacity="0.35"/>`);
      }
      y -= 18;
    }
    y -= h;
    const front: Rect = { x: x0 + endW, y, w: 1260 - x0, h };
    body.push(
      `<rect x="${f(x0)}" y="${f(y + h - 4)}" width="${f(1300 - x0)}" height="14" fill="#000" opacity="0.55" filter="url(#${tight})"/>`,
    );
    body.push(longGrain(doc, front, { sp, dir: "h", clip: true, wave: 90, bright: 0.9 }));
    body.push(
      `<rect x="${f(x0 + endW)}" y="${f(y)}" width="${f(1300 - x0)}" height="2.5" fill="#fff3df" opacity="0.3"/>`,
    );
    body.push(
      `<rect x="${f(x0 + endW)}" y="${f(y + h - 6)}" width="${f(1300 - x0)}" height="6" fill="#000" opacity="0.25"/>`,
    );
    // end grain face, a touch darker (it faces away from the light)
    body.push(endGrain(doc, { x: x0, y, w: endW + 1, h }, sp, 0.55));
    body.push(`<rect x="${f(x0)}" y="${f(y)}" width="${f(endW + 1)}" height="${f(h)}" fill="#120a05" opacity="0.22"/>`);
    body.push(`<rect x="${f(x0 + endW)}" y="${f(y)}" width="1.5" height="${f(h)}" fill="#fff3df" opacity="0.25"/>`);
  });
  return body.join("");
}

/** About: the timber stack in a dim workshop, window light from the upper left. */
function aboutWorkshop(doc: Doc): string {
  const body: string[] = [];
  // Dim plastered workshop wall and a concrete floor.
  const wall = radial(
    doc,
    "wall",
    [200, 80, 1300],
    [
      [0, "#6f5a47"],
      [0.5, "#3d2e23"],
      [1, "#1c140e"],
    ],
  );
  const plaster = filter(
    doc,
    "plaster",
    doc.region,
    `
${greyNoise(doc, 0.012, 4, "n", "g")}
<feComposite in="SourceGraphic" in2="g" operator="arithmetic" k1="0.35" k2="0.83"/>`,
  );
  body.push(doc.cover(wall, plaster));
  const floorStops: [number, string][] = [
    [0, "#2b2019"],
    [1, "#110b07"],
  ];
  const floor = linear(doc, "floor", [0, 0, 0, 1], floorStops, "");
  body.push(`<rect y="790" width="1200" height="110" fill="url(#${floor})" filter="url(#${plaster})"/>`);
  body.push(timberStack(doc));
  // Window light from the upper left falling off to the right.
  const light = linear(
    doc,
    "win",
    [0, 0, 1, 0.35],
    [
      [0, "#ffd9a0", 0.16],
      [0.45, "#000", 0],
      [1, "#0b0603", 0.55],
    ],
  );
  body.push(doc.cover(light), vignette(doc, 0.55, 0.4, 0.5));
  return body.join("");
}

/**
 * About: close-up of an oiled walnut board, the grain under a soft specular sheen,
 * with a few beads of oil not yet wiped in.
 */
function aboutTimber(doc: Doc): string {
  const body: string[] = [];
  const tex = gluedPlanks(doc, { x: -260, y: -260, w: 1720, h: 1420 }, WOOD.walnut, 2, {
    wave: 150,
    waveFreq: 0.75,
    ringScale: 1.6,
    oil: { x: 820, y: 200, z: 380, strength: 0.45 },
  });
  body.push(`<g transform="rotate(-12 600 450)">${tex}</g>`);
  const sheen = radial(
    doc,
    "oil",
    [760, 300, 560],
    [
      [0, "#fff3e2", 0.34],
      [0.4, "#ffe6c4", 0.12],
      [1, "#ffe6c4", 0],
    ],
    "rotate(-12 760 300) translate(760 300) scale(1.7 0.4) translate(-760 -300)",
  );
  body.push(doc.cover(sheen));
  const rnd = doc.rnd;
  const beadBlur = blurFilter(doc, 1.6);
  for (let i = 0; i < 7; i++) {
    const cx = range(rnd, 260, 1000);
    const cy = range(rnd, 500, 790);
    const r = range(rnd, 7, 20);
    body.push(
      `<ellipse cx="${f(cx + r * 0.2)}" cy="${f(cy + r * 0.4)}" rx="${f(r * 1.1)}" ry="${f(r * 0.85)}" fill="#140802" opacity="0.4" filter="url(#${beadBlur})"/>`,
    );
    body.push(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.8)}" fill="#6a3a1a" opacity="0.4"/>`);
    body.push(
      `<ellipse cx="${f(cx + r * 0.25)}" cy="${f(cy + r * 0.35)}" rx="${f(r * 0.55)}" ry="${f(r * 0.3)}" fill="#e0a060" opacity="0.25" filter="url(#${beadBlur})"/>`,
    );
    body.push(
      `<ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.32)}" rx="${f(r * 0.3)}" ry="${f(r * 0.17)}" fill="#fff8ec" opacity="0.9" transform="rotate(-25 ${f(cx - r * 0.35)} ${f(cy - r * 0.32)})"/>`,
    );
  }
  body.push(vignette(doc, 0.5, 0.55, 0.4));
  return body.join("");
}

export const siteImages: Scene[] = [
  scene(SITE_DIR, "hero", hero, 1920, 1080),
  scene(SITE_DIR, "about-workshop", aboutWorkshop),
  scene(SITE_DIR, "about-timber", aboutTimber),
];
