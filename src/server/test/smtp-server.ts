import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the server received it, with its text and HTML parts decoded. */
type ReceivedMail = { from: string; to: string[]; raw: string; text?: string; html?: string };

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The decoded body of each `text/*` part of a (possibly multipart) message, by its type. */
function textParts(raw: string): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (entity: string) => {
    const split = entity.search(/\r?\n\r?\n/);
    const head = entity.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    const body = entity.slice(split).replace(/^\r?\n\r?\n/, "");
    const type = /^content-type:\s*([\w/+.-]+)/im.exec(head)?.[1].toLowerCase() ?? "text/plain";
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (type.startsWith("multipart/") && boundary) {
      const sections = body.split(`--${boundary}`).slice(1, -1);
      for (const section of sections) visit(section.replace(/^\r?\n/, ""));
      return;
    }
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1].toLowerCase();
    if (encoding === "base64") found[type] = Buffer.from(body, "base64").toString("utf8");
    else if (encoding === "quoted-printable") found[type] = decodeQuotedPrintable(body);
    else found[type] = body;
  };
  visit(raw);
  return found;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives: no TLS,
 * and no authentication unless `login` names the one username and password it accepts (over plain
 * text: it is a local test server). `port` 0 picks a free one; the server stops with `stop()`.
 */
export async function startSmtpServer(port = 0, login?: { username: string; password: string }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.username && auth.password === login.password) {
        return callback(null, { user: auth.username });
      }
      callback(new Error("Invalid username or password"));
    },
    disableReverseLookup: true,
    logger: false,
    // Connections still open when stop() is called are cut after a second, not the default thirty.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const parts = textParts(raw);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: parts["text/plain"],
          html: parts["text/html"],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
