/**
 * A software passkey for tests: a P-256 key from node:crypto that answers WebAuthn's registration
 * (attestation "none") and sign-in options as a browser with an authenticator would, with the
 * signature counter it keeps.
 */
import crypto from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

/** CBOR (RFC 8949) of the few types an attestation uses. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

export interface PasskeyOptionsLike {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export class SoftPasskey {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle = '';
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, rpId: string, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The browser's answer to `navigator.credentials.create` with these options. */
  register(options: PasskeyOptionsLike, origin = this.origin) {
    this.userHandle = options.user?.id ?? '';
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = cbor(new Map<number, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x ?? '', 'base64url')], [-3, Buffer.from(jwk.y ?? '', 'base64url')]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const authData = this.authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED, options.rp?.id ?? this.rpId, attested);
    const attestationObject = cbor(new Map<string, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to `navigator.credentials.get`: the counter moves on by `step` (0: an authenticator that counts nothing). */
  sign(options: PasskeyOptionsLike, { step = 1, verified = true, origin = this.origin } = {}) {
    this.counter += step;
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const authData = this.authData(FLAG_USER_PRESENT | (verified ? FLAG_USER_VERIFIED : 0), options.rpId ?? this.rpId);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature), userHandle: this.userHandle || undefined },
      clientExtensionResults: {},
    };
  }
}
