// The shop's two web fonts, cut to what it uses (issue 41, decision 090): each subset of Fraunces and
// Inter that Fontsource declares (Latin, Latin Extended, Vietnamese, Greek, Cyrillic), with its own
// characters and its weight axis narrowed from 100–900 to the 400–700 the pages set (400 text,
// 500 and 600 labels and headings, 700 <strong>), and without the layout features no page turns on.
// Writes src/client/fonts: the .woff2 files and fonts.css, which declares them with Fontsource's
// unicode-range. Run it again (npm run fonts) when @fontsource-variable/* is updated.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import subsetFont from "subset-font";

const WEIGHTS = { min: 400, max: 700 };
const FAMILIES = ["fraunces", "inter"];
const out = path.resolve("src/client/fonts");

/** Every character a unicode-range names ("U+0000-00FF,U+0131"). */
function characters(range) {
  const chars = [];
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) chars.push(String.fromCodePoint(code));
  }
  return chars.join("");
}

const rules = [];
mkdirSync(out, { recursive: true });
for (const family of FAMILIES) {
  const dir = path.resolve(`node_modules/@fontsource-variable/${family}`);
  const css = readFileSync(path.join(dir, "index.css"), "utf8");
  for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = face[1];
    const field = (name) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1].trim();
    const file = /url\(\.\/files\/([\w.-]+\.woff2)\)/.exec(body)?.[1];
    const range = field("unicode-range");
    if (!file || !range) throw new Error(`unexpected @font-face in ${family}: ${body}`);
    const source = readFileSync(path.join(dir, "files", file));
    const cut = await subsetFont(source, characters(range), {
      targetFormat: "woff2",
      variationAxes: { wght: WEIGHTS },
    });
    writeFileSync(path.join(out, file), cut);
    console.log(`${file}: ${source.length} → ${cut.length} bytes`);
    rules.push(
      [
        "@font-face {",
        `  font-family: ${field("font-family")};`,
        `  font-style: ${field("font-style")};`,
        `  font-display: ${field("font-display")};`,
        `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
        `  src: url("./${file}") format("woff2-variations");`,
        `  unicode-range: ${range};`,
        "}",
      ].join("\n"),
    );
  }
}
const cssFile = path.join(out, "fonts.css");
const header = `/* Written by scripts/subset-fonts.mjs (npm run fonts) from @fontsource-variable/{${FAMILIES.join(",")}}: do not edit. */`;
// Formatted as Prettier would, so that the lint's format check passes on what the script writes.
const options = { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile };
writeFileSync(cssFile, await prettier.format(`${header}\n${rules.join("\n")}\n`, options));
