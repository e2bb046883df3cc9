// http_ece (a dependency of web-push) ships no types: the part the push stand-in uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Params { version: 'aes128gcm'; privateKey?: ECDH; authSecret?: string | Buffer; dh?: string }
  const ece: { decrypt(content: Buffer, params: Params): Buffer; encrypt(content: Buffer, params: Params): Buffer };
  export default ece;
}
