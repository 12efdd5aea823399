/**
 * Text a stranger typed (a name, an address, a gift message, an engraving), made safe to repeat in
 * an email the shop sends (issue 39, decision 069). Escaping stops HTML; this stops the mail
 * client: Gmail, Outlook and Apple Mail turn anything that looks like an address on the web into a
 * link, in plain text too, so a typed "Verify your account at https://evil.example/login" would
 * arrive from the shop's own From address as a working link. Every web or mail address in it is
 * defanged the way security teams write them ("hxxps://evil[.]example/login"), which no client
 * links and every reader still reads. Words, initials ("J. Smith") and numbers ("4.5") stay.
 */
export function strangerText(text: string): string {
  return (
    text
      // A scheme: http(s), ftp, and the mail and phone schemes a client would also make a link of.
      .replace(/\b(h)tt(ps?):\/\//gi, "$1xx$2://")
      .replace(/\bftp:\/\//gi, "fxp://")
      .replace(/\b(mailto|tel|sms):/gi, "$1[:]")
      // An address by number: "192.0.2.1".
      .replace(/\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g, "$1[.]$2[.]$3[.]$4")
      // Each dot between a name and a top-level-domain-like word: "evil.example", "www.x.co", "a@b.com".
      .replace(/(?<=[\p{L}\p{N}_-])\.(?=\p{L}[\p{L}\p{N}-]*)/gu, "[.]")
  );
}
