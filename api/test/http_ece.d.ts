// The parts of http_ece (Encrypted Content-Encoding for HTTP, web-push's own dependency, without types of its own)
// that the push tests use to decrypt what the API sends, as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
