-- Each mail is a job of the job engine (decision 014): the outbox no longer holds a lease of its own.
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";