import type { Redis } from 'ioredis';
import type { Config, UserWrites } from './config.js';
import type { Db } from './lib/db.js';
import type { ImageStore } from './plugins/app/image-store.js';
import type { PrivateFiles } from './lib/private-files.js';
import type { Background } from './plugins/app/background.js';
import type { ConversationEvents } from './plugins/app/conversation-events.js';
import type { Jobs } from './plugins/app/jobs.js';
import type { Mailer } from './plugins/app/mailer.js';
import type { SearchAnswers } from './plugins/app/search-answers.js';
import type { AccountLimit, AccountLimitOptions, UserLimitHook } from './plugins/app/user-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    background: Background;
    jobs: Jobs;
    /** The clock of date-dependent work (config.clock in tests, else the real one). */
    now: () => Date;
    redis: Redis | null;
    userLimit: (kind: keyof UserWrites) => UserLimitHook;
    /** A budget per account for routes that find the account themselves (plugins/app/user-limits.ts). */
    accountLimit: (name: string, options: AccountLimitOptions) => AccountLimit;
    /** Verification mails per account and hour, keyed on the normalised address (every resend route). */
    verificationMailLimit: AccountLimit;
    images: ImageStore;
    /** The public search's answers kept serialised, by page and data version (plugins/app/search-answers.ts). */
    searchAnswers: SearchAnswers;
    /** Live delivery of new messages to the members' open streams (plugins/app/conversation-events.ts). */
    conversationEvents: ConversationEvents;
    privateFiles: PrivateFiles;
    jwtKey: Uint8Array;
    authenticate: (request: FastifyRequest) => Promise<void>;
    optionalAuthenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: string | null;
    /** Set by requireAdmin: the administrator's e-mail, for the journal. */
    adminEmail: string | null;
  }
}
