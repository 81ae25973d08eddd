CREATE TABLE "user_account_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "user_account_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "user_account_tree" ADD CONSTRAINT "user_account_tree_ancestor_id_user_account_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_account_tree" ADD CONSTRAINT "user_account_tree_descendant_id_user_account_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."user_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_account_tree_descendant_id_idx" ON "user_account_tree" USING btree ("descendant_id");--> statement-breakpoint
-- The ancestor paths of the given accounts, rebuilt from user_account.parent_id (the truth): each
-- account's own row at depth 0 and one row per ancestor up to the root (decision 029).
CREATE OR REPLACE FUNCTION user_account_tree_rebuild(accounts integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "user_account_tree" WHERE descendant_id = ANY (accounts);
  INSERT INTO "user_account_tree" (ancestor_id, descendant_id, depth)
  WITH RECURSIVE up(descendant_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM "user_account" WHERE id = ANY (accounts)
    UNION ALL
    SELECT up.descendant_id, a.parent_id, up.depth + 1
    FROM up JOIN "user_account" a ON a.id = up.ancestor_id
    WHERE a.parent_id IS NOT NULL AND up.depth < 100
  )
  SELECT ancestor_id, descendant_id, depth FROM up;
$$;
--> statement-breakpoint
-- New accounts: their paths (a statement may insert a parent and its children together: the walk
-- reads user_account after the whole statement).
CREATE OR REPLACE FUNCTION user_account_tree_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_account_tree_rebuild(ARRAY(SELECT id FROM inserted));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Moved accounts (parent changed): the paths of their whole subtrees.
CREATE OR REPLACE FUNCTION user_account_tree_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  SELECT array_agg(n.id) INTO moved
  FROM updated_new n JOIN updated_old o ON o.id = n.id
  WHERE n.parent_id IS DISTINCT FROM o.parent_id;
  IF moved IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM user_account_tree_rebuild(ARRAY(
    WITH RECURSIVE down(id, depth) AS (
      SELECT unnest(moved), 0
      UNION
      SELECT a.id, down.depth + 1 FROM "user_account" a JOIN down ON a.parent_id = down.id WHERE down.depth < 100
    ) SELECT DISTINCT id FROM down));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_account_tree_insert" AFTER INSERT ON "user_account"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION user_account_tree_after_insert();
--> statement-breakpoint
CREATE TRIGGER "user_account_tree_update" AFTER UPDATE ON "user_account"
REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION user_account_tree_after_update();
--> statement-breakpoint
-- Every existing account (deleted accounts' rows go with them: the foreign keys cascade).
SELECT user_account_tree_rebuild(ARRAY(SELECT id FROM "user_account"));
