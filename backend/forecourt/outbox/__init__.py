"""The outbox (architecture principle 11): everything that leaves the building (e-mail, webhooks)
is a row written in the same transaction as the change that causes it, delivered by a dispatcher
with retries, and visible to the dealer."""
