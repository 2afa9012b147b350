-- Ledger guards the ORM cannot express (ARCHITECTURE §5).
-- 1. Every transaction's entries sum to zero per currency, checked at COMMIT (deferred), so the
--    entries of one movement can be inserted in any order within its SQL transaction.
CREATE FUNCTION wallet_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT currency, sum(amount) AS total INTO unbalanced
    FROM wallet_entries
   WHERE transaction_id = NEW.transaction_id
   GROUP BY currency
  HAVING sum(amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'wallet transaction % does not balance: % % left over', NEW.transaction_id, unbalanced.total, unbalanced.currency
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balanced
  AFTER INSERT ON wallet_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION wallet_check_balanced();
--> statement-breakpoint
-- 2. The ledger is append-only: a mistake is corrected by a new (reversing) transaction.
CREATE FUNCTION wallet_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_append_only BEFORE UPDATE OR DELETE ON wallet_transactions
  FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
