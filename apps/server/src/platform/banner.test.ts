import { describe, expect, it } from 'vitest';
import { databaseLine, mailLine, startupBanner } from './banner';

describe('start-up banner', () => {
  it('is one line saying where to go, then the extra lines indented', () => {
    expect(startupBanner('http://localhost:3917')).toBe('Fortuna is running at http://localhost:3917');
    expect(startupBanner('http://localhost:3000', ['Database: x', 'Mailbox: http://localhost:3000/dev/mailbox?key=k']).split('\n')).toEqual(
      ['Fortuna is running at http://localhost:3000', '  Database: x', '  Mailbox: http://localhost:3000/dev/mailbox?key=k'],
    );
  });

  it('names the database without its password', () => {
    expect(databaseLine({ DATA_DIR: '/srv/fortuna' })).toBe('Database: embedded PGlite in /srv/fortuna/pglite');
    const pg = databaseLine({ DATA_DIR: './data', DATABASE_URL: 'postgres://casino:s3cret@db.internal:5433/fortuna' });
    expect(pg).toBe('Database: PostgreSQL db.internal:5433/fortuna as casino');
    expect(pg).not.toContain('s3cret');
  });

  it('says where mail goes without the SMTP credentials', () => {
    expect(mailLine({ SANDBOX_PROVIDERS: true })).toMatch(/^Mail: sandbox outbox/);
    const smtp = mailLine({ SANDBOX_PROVIDERS: true, SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465' });
    expect(smtp).toBe('Mail: SMTP via smtp.example.com:465');
    expect(smtp).not.toContain('pw');
  });
});
