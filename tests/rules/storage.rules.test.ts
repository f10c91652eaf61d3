/**
 * storage.rules as a matrix of actors (roles, as their staff documents say) × operations. Only
 * firebase-tools' own Storage emulator evaluates a rules file, and it needs a rules-runtime JAR
 * that downloads from Google: where it cannot run (machines without internet) these tests are
 * SKIPPED and say so. The project's local Storage emulator (storage-emulator/) mirrors the same
 * policy in JavaScript and has its own tests.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { storageEmulatorKind } from '../../scripts/local-stack/emulators.mjs';
import { adminDb } from '../functions/support/admin';
import { PROJECT_ID } from '../functions/support/stack';
import { rulesEnvironment } from './environment';

const officialStorageEmulator =
  Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST) && storageEmulatorKind() === 'official';

if (!officialStorageEmulator) {
  console.warn(
    "\n⚠  storage.rules tests SKIPPED: firebase-tools' Storage emulator is not running here (it needs a " +
      'rules-runtime JAR that only downloads from Google). They run wherever that emulator can start; ' +
      'until then storage-emulator/rules.mjs (the local stand-in, with its own tests) mirrors the policy.\n',
  );
}

const BUCKET = `${PROJECT_ID}.appspot.com`;
const MAX_BYTES = 5 * 1024 * 1024;

const ACTORS = [
  'anonymous',
  'signed-in non-admin',
  'writer',
  'admin (role claim)',
  'admin',
  'revoked writer (token still says writer)',
  'demoted admin (token still says admin)',
] as const;
type Actor = (typeof ACTORS)[number];

type Operation = {
  name: string;
  adminOnly: boolean;
  /** Writers may too (uploads; never deletes). */
  writers?: boolean;
  neverAllowed?: boolean;
  run: (ctx: RulesTestContext) => Promise<unknown>;
};

function bytes(size: number): Uint8Array {
  return new Uint8Array(size).fill(7);
}

function upload(ctx: RulesTestContext, path: string, size: number, contentType: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    ctx.storage(`gs://${BUCKET}`).ref(path).put(bytes(size), { contentType }).then(resolve, reject);
  });
}

const OPERATIONS: Operation[] = [
  {
    name: 'read a blog image',
    adminOnly: false,
    run: (ctx) => ctx.storage(`gs://${BUCKET}`).ref('blog-images/blogs/seed.png').getMetadata(),
  },
  {
    name: 'read a case-study image',
    adminOnly: false,
    run: (ctx) => ctx.storage(`gs://${BUCKET}`).ref('blog-images/case-studies/seed.png').getDownloadURL(),
  },
  {
    name: 'upload an image to blogs',
    adminOnly: true,
    writers: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-abc.png', 1024, 'image/png'),
  },
  {
    name: 'upload an image of exactly 5 MB to case-studies',
    adminOnly: true,
    writers: true,
    run: (ctx) => upload(ctx, 'blog-images/case-studies/1700000000000-def.webp', MAX_BYTES, 'image/webp'),
  },
  {
    name: 'delete an image',
    adminOnly: true,
    run: (ctx) => ctx.storage(`gs://${BUCKET}`).ref('blog-images/blogs/seed.png').delete(),
  },
  {
    name: 'upload a GIF to blogs',
    adminOnly: true,
    writers: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-anim.gif', 1024, 'image/gif'),
  },
  {
    name: 'list a folder of images (it would reveal the images of drafts)',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => ctx.storage(`gs://${BUCKET}`).ref('blog-images/blogs').listAll(),
  },
  {
    name: 'upload an SVG (it can carry script)',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-x.svg', 1024, 'image/svg+xml'),
  },
  {
    name: 'upload a file that is not an image',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-x.pdf', 1024, 'application/pdf'),
  },
  {
    name: 'upload an image over 5 MB',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-big.jpg', MAX_BYTES + 1, 'image/jpeg'),
  },
  {
    name: 'upload an empty file declared as an image',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-empty.png', 0, 'image/png'),
  },
  {
    name: 'overwrite an existing image',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/seed.png', 1024, 'image/png'),
  },
  {
    name: 'upload a file named .html declared as a PNG',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-page.html', 1024, 'image/png'),
  },
  {
    name: 'upload a file named .png declared as a JPEG',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-x.png', 1024, 'image/jpeg'),
  },
  {
    name: 'upload a JPEG named .jpeg',
    adminOnly: true,
    writers: true,
    run: (ctx) => upload(ctx, 'blog-images/blogs/1700000000000-x.jpeg', 1024, 'image/jpeg'),
  },
  {
    name: 'upload to another folder',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'blog-images/avatars/1700000000000-a.png', 1024, 'image/png'),
  },
  {
    name: 'read outside blog-images',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => ctx.storage(`gs://${BUCKET}`).ref('private/seed.png').getMetadata(),
  },
  {
    name: 'upload outside blog-images',
    adminOnly: true,
    neverAllowed: true,
    run: (ctx) => upload(ctx, 'uploads/1700000000000-a.png', 1024, 'image/png'),
  },
];

function expected(actor: Actor, operation: Operation): boolean {
  if (operation.neverAllowed) return false;
  if (!operation.adminOnly) return true;
  if (actor === 'admin' || actor === 'admin (role claim)') return true;
  // The staff document decides: a demoted admin is a writer, a revoked writer is no one.
  return (actor === 'writer' || actor === 'demoted admin (token still says admin)') && operation.writers === true;
}

let testEnv: RulesTestEnvironment;

function contextFor(actor: Actor): RulesTestContext {
  if (actor === 'anonymous') return testEnv.unauthenticatedContext();
  if (actor === 'signed-in non-admin') return testEnv.authenticatedContext('user-1', { email: 'user@example.com' });
  if (actor === 'writer') return testEnv.authenticatedContext('writer-1', { email: 'w@example.com', role: 'writer' });
  if (actor === 'admin (role claim)') {
    return testEnv.authenticatedContext('admin-2', { email: 'a2@example.com', role: 'admin', admin: true });
  }
  if (actor === 'revoked writer (token still says writer)') {
    return testEnv.authenticatedContext('revoked-1', { email: 'r@example.com', role: 'writer' });
  }
  if (actor === 'demoted admin (token still says admin)') {
    return testEnv.authenticatedContext('demoted-1', { email: 'd@example.com', role: 'admin', admin: true });
  }
  return testEnv.authenticatedContext('admin-1', { email: 'admin@example.com', admin: true });
}

describe.skipIf(!officialStorageEmulator)('storage.rules', () => {
  beforeAll(async () => {
    testEnv = await rulesEnvironment('storage');
    // The staff documents storage.rules read (firestore.get), in the Firestore of the bucket's project.
    const staff = adminDb().collection('staff');
    await Promise.all([
      staff.doc('writer-1').set({ email: 'w@example.com', role: 'writer' }),
      staff.doc('admin-2').set({ email: 'a2@example.com', role: 'admin' }),
      staff.doc('revoked-1').set({ email: 'r@example.com', role: null }),
      staff.doc('demoted-1').set({ email: 'd@example.com', role: 'writer' }),
    ]);
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  beforeEach(async () => {
    await testEnv.clearStorage();
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      for (const path of ['blog-images/blogs/seed.png', 'blog-images/case-studies/seed.png', 'private/seed.png']) {
        await upload(ctx, path, 16, 'image/png');
      }
    });
  });

  describe.each(ACTORS)('as %s', (actor) => {
    it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
      const attempt = operation.run(contextFor(actor));
      if (expected(actor, operation)) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  });
});
