// Step 3's calls: upload (multipart, field `file`), download, and the completeness check.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getIdentity, requireAuth } from '../../../auth';
import { createSealer } from '../../../crypto/sealed';
import { InvalidError } from '../../../domain/errors';
import { routeBodyLimit } from '../../../http/bodyLimits';
import type { AppEnv } from '../../../http/env';
import { ok } from '../../../http/ok';
import { parseInput, validateJson, validateParams, validateQuery } from '../../../http/validate';
import type { NodeContext } from '../context';
import { MAX_DOCUMENT_BYTES, MULTIPART_OVERHEAD_BYTES, SIZE_MESSAGE } from './documents.content';
import * as service from './documents.service';
import { createDocumentStore } from './documents.store';
import type { KycDeps } from './kyc.deps';
import { kindParam, userBody, userQuery } from './kyc.schemas';

const NO_FILE = 'Please attach the document as the multipart field "file"';

async function readUpload(c: Context) {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new InvalidError(NO_FILE);
  }
  const { user_id } = await parseInput(userBody, { user_id: form.user_id });
  if (!(form.file instanceof File))
    throw new InvalidError(NO_FILE, { errors: [{ path: 'file', message: NO_FILE }] });
  return { userId: user_id, file: form.file };
}

export function documentRoutes(ctx: NodeContext, deps: KycDeps) {
  const store = createDocumentStore(ctx.config.documentsDir, createSealer(ctx.config.dataSecret));
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx.config.authSecret);

  // Authenticated first, so that nobody's body is read before we know who sends it; then this route's own limit.
  app.put(
    '/documents/:kind',
    auth,
    routeBodyLimit(MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES, SIZE_MESSAGE),
    validateParams(kindParam),
    async (c) => {
      const { kind } = c.req.valid('param');
      const upload = await readUpload(c);
      return ok(c, await service.uploadDocument(deps, store, getIdentity(c), { ...upload, kind }));
    },
  );

  app.get(
    '/documents/:kind',
    auth,
    validateParams(kindParam),
    validateQuery(userQuery),
    async (c) => {
      const { kind } = c.req.valid('param');
      const doc = await service.readDocument(
        deps,
        store,
        getIdentity(c),
        c.req.valid('query').user_id,
        kind,
      );
      return c.body(new Uint8Array(doc.content), 200, {
        'Content-Type': doc.mime,
        'Content-Disposition': `attachment; filename="${doc.filename}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  app.post('/kycDocCheck', auth, validateJson(userBody), async (c) =>
    ok(c, await service.checkDocuments(deps, getIdentity(c), c.req.valid('json').user_id)),
  );

  return app;
}
