// The shared project has neither the DOM's types nor Node's, so that its code runs on both sides.
// These are the web-standard globals it uses, which browsers and Node ≥ 20 both have; the client
// and server projects get the full declarations from their own libraries instead.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
