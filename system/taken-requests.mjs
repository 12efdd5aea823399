// Loaded into a built instance by a system test with `--import` (never by the shop): writes to the file
// REQUESTS_TAKEN_FILE names a line "taken <id>" for each request the server takes that carries an
// X-Visit header, and "answered <id>" once its whole answer is handed to the operating system. With it
// a test tells a request the shop never took (its client sees the connection refused, or reset as the
// port closed or a kept-alive connection timed out under it) from one the shop took and then cut.
import { appendFileSync } from "node:fs";
import http from "node:http";

const file = process.env.REQUESTS_TAKEN_FILE;
if (!file) throw new Error("REQUESTS_TAKEN_FILE names no file");
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === "request") {
    const [req, res] = args;
    const visit = req.headers["x-visit"];
    if (typeof visit === "string") {
      appendFileSync(file, `taken ${visit}\n`);
      res.once("finish", () => appendFileSync(file, `answered ${visit}\n`));
    }
  }
  return emit.call(this, event, ...args);
};
