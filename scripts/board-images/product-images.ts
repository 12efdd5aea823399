/** The product shots (images/boards): each board alone on linen, seen from above. */
import { linen, vignette } from "./backdrops";
import { gluedPlanks } from "./glue-ups";
import { butcherBlock, checkerBoard, roundBoard, stripeBoard } from "./product-boards";
import { centred, type Shot } from "./render-board";
import { BOARDS_DIR, scene, type Scene } from "./scene";
import { paddleBoard, rectBoard, type Paddle } from "./shapes";
import type { Doc } from "./svg";
import { WOOD } from "./wood";

function productShot(doc: Doc, board: Shot): string {
  return linen(doc) + centred(doc, board) + vignette(doc, 0.22);
}

const product = (name: string, build: Scene["build"]) => scene(BOARDS_DIR, name, build);

export const productImages: Scene[] = [
  product("walnut-classic", (doc) =>
    productShot(doc, {
      ...rectBoard(900, 560, 34, 34, (r) => gluedPlanks(doc, r, WOOD.walnut, 4, { wave: 100 }), 38),
      angle: -3,
    }),
  ),
  product("maple-walnut-stripe", (doc) => productShot(doc, { ...stripeBoard(doc, 920, 520, 30), angle: 4 })),
  product("cherry-round", (doc) =>
    productShot(doc, { ...roundBoard(doc, 340, 32, -Math.PI / 2), y: doc.height / 2 - 20, angle: 0 }),
  ),
  product("end-grain-checker", (doc) =>
    productShot(doc, { ...checkerBoard(doc, 8, 80, 52, true), y: doc.height / 2 - 34, angle: -2 }),
  ),
  product("oak-serving-paddle", (doc) => {
    // Body on the left, handle on the right with a hanging hole.
    const paddle: Paddle = {
      body: [-480, 80, 230, 120],
      curve: [200, 230, 70],
      handle: [330, 470, 62],
      hole: [468, 20],
    };
    const grain = { wave: 120, waveFreq: 0.8, ringScale: 1.2 };
    return productShot(doc, { ...paddleBoard(doc, paddle, 24, WOOD.oak, 2, grain), angle: -5, x: doc.width / 2 - 20 });
  }),
  product("maple-square", (doc) =>
    productShot(doc, {
      ...rectBoard(620, 620, 16, 16, (r) => gluedPlanks(doc, r, WOOD.maple, 3, { wave: 70 })),
      angle: 7,
      sheen: 0.7,
    }),
  ),
  product("walnut-cherry-butcher-block", (doc) =>
    productShot(doc, { ...butcherBlock(doc, 820, 500, 70, 14), y: doc.height / 2 - 40, angle: 0 }),
  ),
];
