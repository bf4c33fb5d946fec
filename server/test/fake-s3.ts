import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  createBucket(name: string): void;
  /** The keys of a bucket, sorted, straight from the fake's memory. */
  keys(bucket: string): string[];
  /** Every request line the fake answered, e.g. `PUT /media-x/photos/a/w480.webp 200`. */
  log: string[];
  close(): Promise<void>;
}

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const xmlUnescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
/** RFC 3986 encoding, as SigV4 canonical requests use it. */
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

const xml = (root: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A minimal S3-protocol server for tests, in memory, path-style (`/bucket/key`): PUT, GET, HEAD
 * and DELETE of objects, ListObjectsV2 with prefix, delimiter and continuation, DeleteObjects,
 * and bucket creation. Like S3, it checks every signed request's SigV4 signature and payload
 * hash, requires a checksum on DeleteObjects, and (as a public-read bucket would) lets anyone
 * GET or HEAD an object without signing. The real AWS SDK talks to it with forcePathStyle.
 *
 * Why not s3rver: its file store races on concurrent deletes in one folder (DeleteObjects of an
 * image's variants answers 500 now and then), and it is unmaintained.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake-secret-access-key';
  const buckets = new Map<string, Map<string, StoredObject>>();
  const log: string[] = [];

  /** Checks the Authorization header the way S3 does; false when the request is not signed at all. */
  function verifySignature(req: IncomingMessage, path: string, body: Buffer): boolean {
    const auth = req.headers.authorization;
    if (!auth) return false;
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m)
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed',
      );
    const [, keyId, date, region, signedHeaders, signature] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (keyId !== accessKeyId)
      throw new S3Failure(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist',
      );
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash.startsWith('STREAMING-'))
      throw new S3Failure(
        501,
        'NotImplemented',
        'aws-chunked uploads are not supported by the fake',
      );
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        'The provided x-amz-content-sha256 header does not match',
      );
    }
    const rawQuery = (req.url ?? '').split('?')[1] ?? '';
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [k = '', v = ''] = pair.split('=');
        return [uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v))] as const;
      })
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const headers = signedHeaders
      .split(';')
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, path, query, headers, signedHeaders, payloadHash].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = [
      'AWS4-HMAC-SHA256',
      String(req.headers['x-amz-date']),
      scope,
      sha256(canonical),
    ].join('\n');
    const key = hmac(
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'),
      'aws4_request',
    );
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) {
      throw new S3Failure(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided',
      );
    }
    return true;
  }

  function list(
    bucket: Map<string, StoredObject>,
    bucketName: string,
    params: URLSearchParams,
  ): string {
    const prefix = params.get('prefix') ?? '';
    const delimiter = params.get('delimiter') ?? '';
    const maxKeys = Math.min(Number(params.get('max-keys') ?? 1000), 1000);
    const token = params.get('continuation-token');
    const after = token
      ? Buffer.from(token, 'base64url').toString()
      : (params.get('start-after') ?? '');
    const entries: Array<{ key: string } | { prefix: string }> = [];
    const seenPrefixes = new Set<string>();
    let truncated = false;
    let last = '';
    for (const key of [...bucket.keys()].sort()) {
      if (!key.startsWith(prefix) || key <= after) continue;
      const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
      const common = cut === -1 ? undefined : key.slice(0, cut + delimiter.length);
      if (common && seenPrefixes.has(common)) continue;
      if (entries.length === maxKeys) {
        truncated = true;
        break;
      }
      if (common) {
        seenPrefixes.add(common);
        entries.push({ prefix: common });
        // Continue after every key under this common prefix.
        last = `${common}\uffff`;
      } else {
        entries.push({ key });
        last = key;
      }
    }
    const body = entries
      .map((e) => {
        if ('prefix' in e)
          return `<CommonPrefixes><Prefix>${xmlEscape(e.prefix)}</Prefix></CommonPrefixes>`;
        const o = bucket.get(e.key) as StoredObject;
        return `<Contents><Key>${xmlEscape(e.key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    return xml(
      'ListBucketResult',
      `<Name>${xmlEscape(bucketName)}</Name><Prefix>${xmlEscape(prefix)}</Prefix>${delimiter ? `<Delimiter>${xmlEscape(delimiter)}</Delimiter>` : ''}` +
        `<MaxKeys>${maxKeys}</MaxKeys><KeyCount>${entries.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>` +
        (truncated
          ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>`
          : '') +
        (token ? `<ContinuationToken>${xmlEscape(token)}</ContinuationToken>` : '') +
        body,
    );
  }

  function deleteMany(
    req: IncomingMessage,
    bucket: Map<string, StoredObject>,
    body: Buffer,
  ): string {
    const hasChecksum = Object.keys(req.headers).some(
      (h) => h === 'content-md5' || h.startsWith('x-amz-checksum-'),
    );
    if (!hasChecksum)
      throw new S3Failure(
        400,
        'InvalidRequest',
        'Missing required header for this request: Content-MD5',
      );
    const text = body.toString();
    const keys = [...text.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => xmlUnescape(m[1] ?? ''));
    if (keys.length === 0 || keys.length > 1000)
      throw new S3Failure(400, 'MalformedXML', 'The XML you provided was not well-formed');
    for (const key of keys) bucket.delete(key);
    const quiet = /<Quiet>true<\/Quiet>/.test(text);
    return xml(
      'DeleteResult',
      quiet ? '' : keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join(''),
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [bucketName = '', ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const signed = verifySignature(req, url.pathname, body);
    const readsObject = (req.method === 'GET' || req.method === 'HEAD') && key !== '';
    if (!signed && !readsObject) throw new S3Failure(403, 'AccessDenied', 'Access Denied');

    if (req.method === 'PUT' && key === '') {
      buckets.set(bucketName, buckets.get(bucketName) ?? new Map());
      res.writeHead(200).end();
      return;
    }
    const bucket = buckets.get(bucketName);
    if (!bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');

    if (key === '') {
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(list(bucket, bucketName, url.searchParams));
        return;
      }
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(deleteMany(req, bucket, body));
        return;
      }
      throw new S3Failure(501, 'NotImplemented', 'Not implemented by the fake');
    }

    switch (req.method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        bucket.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          cacheControl: req.headers['cache-control'],
          etag,
          lastModified: new Date(),
        });
        res.writeHead(200, { etag }).end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = bucket.get(key);
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404).end();
            return;
          }
          throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        res.end(req.method === 'GET' ? object.body : undefined);
        return;
      }
      case 'DELETE':
        bucket.delete(key);
        res.writeHead(204).end();
        return;
      default:
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed');
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (error) {
        const failure =
          error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', String(error));
        res
          .writeHead(failure.status, { 'content-type': 'application/xml' })
          .end(
            req.method === 'HEAD'
              ? undefined
              : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${xmlEscape(failure.message)}</Message></Error>`,
          );
      }
      log.push(`${req.method} ${req.url} ${res.statusCode}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId,
    secretAccessKey,
    log,
    createBucket(name) {
      buckets.set(name, buckets.get(name) ?? new Map());
    },
    keys(bucket) {
      return [...(buckets.get(bucket)?.keys() ?? [])].sort();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
