/** The product shots (images/boards): each board alone on linen, seen from above. */
import { linen, stoneCounter, vignette } from "./backdrops";
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

/**
 * A closer look at a board (the grain, a corner, the groove): the board drawn `zoom` times larger
 * around the frame's centre, moved by (dx, dy) in the board's own pixels, on `backdrop`.
 */
function closeUp(doc: Doc, board: Shot, zoom: number, dx = 0, dy = 0, backdrop = linen): string {
  const cx = doc.width / 2;
  const cy = doc.height / 2;
  const look = `translate(${cx} ${cy}) scale(${zoom}) translate(${-cx + dx} ${-cy + dy})`;
  return backdrop(doc) + `<g transform="${look}">${centred(doc, board)}</g>` + vignette(doc, 0.18);
}

const product = (name: string, build: Scene["build"]) => scene(BOARDS_DIR, name, build);

/** The walnut carving board of the sample catalogue, as its maker would photograph it for its page. */
const walnutClassic = (doc: Doc, angle = -3): Shot => ({
  ...rectBoard(900, 560, 34, 34, (r) => gluedPlanks(doc, r, WOOD.walnut, 4, { wave: 100 }), 38),
  angle,
});

export const productImages: Scene[] = [
  product("walnut-classic", (doc) => productShot(doc, walnutClassic(doc))),
  // Its other photos: the grain, the groove at a corner, the end, other angles and another counter.
  product("walnut-classic-grain", (doc) => closeUp(doc, walnutClassic(doc, 0), 2.6, 60, 40)),
  product("walnut-classic-groove", (doc) => closeUp(doc, walnutClassic(doc, 0), 2.2, 330, 190)),
  product("walnut-classic-end", (doc) => closeUp(doc, walnutClassic(doc, 0), 1.8, -360, 0)),
  product("walnut-classic-angle", (doc) => productShot(doc, { ...walnutClassic(doc, 24), x: doc.width / 2 + 10 })),
  product(
    "walnut-classic-counter",
    (doc) => stoneCounter(doc) + centred(doc, { ...walnutClassic(doc, -8), shadow: 1.3 }) + vignette(doc, 0.2),
  ),
  product("walnut-classic-corner", (doc) => closeUp(doc, walnutClassic(doc, 12), 2.4, -300, -170, stoneCounter)),
  product("walnut-classic-upright", (doc) => productShot(doc, { ...walnutClassic(doc, 90), y: doc.height / 2 })),
  product("maple-walnut-stripe", (doc) => productShot(doc, { ...stripeBoard(doc, 920, 520, 30), angle: 4 })),
  product("maple-walnut-stripe-closeup", (doc) =>
    closeUp(doc, { ...stripeBoard(doc, 920, 520, 30), angle: 0 }, 2.3, -200, 120),
  ),
  product("cherry-round", (doc) =>
    productShot(doc, { ...roundBoard(doc, 340, 32, -Math.PI / 2), y: doc.height / 2 - 20, angle: 0 }),
  ),
  product("end-grain-checker", (doc) =>
    productShot(doc, { ...checkerBoard(doc, 8, 80, 52, true), y: doc.height / 2 - 34, angle: -2 }),
  ),
  product("end-grain-checker-closeup", (doc) =>
    closeUp(doc, { ...checkerBoard(doc, 8, 80, 52, true), angle: 0 }, 2.4, 120, 90),
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
